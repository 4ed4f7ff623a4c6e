import { YourData } from '@/features/account/components/your-data';

/** /account/data: the signed-in customer's data rights (a copy, and deleting the account). */
export function MyDataPage() {
  return (
    <section aria-labelledby="my-data-title" className="account__page">
      <h1 id="my-data-title" className="account__title">
        Your data
      </h1>
      <p className="account__lead">
        Download a copy of the personal data we hold about you, or delete your account.
      </p>
      <YourData />
    </section>
  );
}
