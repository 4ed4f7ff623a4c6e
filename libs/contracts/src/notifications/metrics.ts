/**
 * The notifications domain's metrics, with their labels: what the notifications service exposes
 * on its internal health port at `/metrics` and the alert rules (`deploy/prometheus/alerts.yml`)
 * watch.
 */
export const NOTIFICATION_METRICS = {
  /** Gauge {state}: e-mail jobs in BullMQ by state (`waiting`, `active`, `delayed`, `failed`). */
  emailJobs: 'fx_email_jobs',
  /** Counter {template, outcome}: e-mail sends, `outcome` `sent`, `retrying` (an attempt failed,
   *  another will follow) or `failed` (the last attempt failed: the e-mail is not sent). */
  emails: 'fx_emails_total',
} as const;
