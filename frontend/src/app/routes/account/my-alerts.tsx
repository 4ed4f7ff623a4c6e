import { MyAlerts } from '@/features/alerts/components/my-alerts';
import { VerifyEmailNotice } from '@/features/auth/components/verify-email-notice';
import '@/styles/orders.css';

/** /account/alerts: the signed-in user's rate alerts. */
export function MyAlertsPage() {
  return (
    <section aria-labelledby="my-alerts-title" className="account__page">
      <h1 id="my-alerts-title" className="account__title">
        Rate alerts
      </h1>
      <p className="account__lead">
        We&apos;ll e-mail you once, when 1 GBP buys at least your target at our Click &amp; Collect
        rate.
      </p>
      <MyAlerts unverified={(message) => <VerifyEmailNotice message={message} />} />
    </section>
  );
}
