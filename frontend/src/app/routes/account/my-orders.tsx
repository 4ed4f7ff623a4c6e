import { MyOrders } from '@/features/account/components/my-orders';
import { VerifyEmailNotice } from '@/features/auth/components/verify-email-notice';
import '@/styles/orders.css';

/** /account/orders: the signed-in customer's orders. */
export function MyOrdersPage() {
  return (
    <section aria-labelledby="my-orders-title" className="account__page">
      <h1 id="my-orders-title" className="account__title">
        My orders
      </h1>
      <MyOrders unverified={(message) => <VerifyEmailNotice message={message} />} />
    </section>
  );
}
