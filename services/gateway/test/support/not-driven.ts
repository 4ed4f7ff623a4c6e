/** Declared errors no case here reaches yet, each with why (the test fails if one is added). */
export const NOT_DRIVEN: string[] = [
  // LAST_ADMIN: the caller is an admin and nobody changes their own roles, so only two admins
  // removing each other at once meet it; identity's roles-and-erasure spec drives it over RPC.
  'adminUsersRemove 409',
  // A refund that has not failed, a compliance hold, Stripe refusing: the payments service's own
  // tests drive them on the stand-in (services/payments/test).
  'adminPaymentsRetryRefund 409',
  'adminPaymentsRetryRefund 502',
  // ALERT_ALREADY_SENT: an alert that has fired, which takes a rate crossing its target; the
  // rates service's alerts-erasure spec fires one and drives the change over RPC.
  'meAlertsSetChannel 409',
  // A case decided twice: a case opens from a red flag (orders split below a threshold) or from
  // enhanced due diligence. cases-red-flags.integration-spec.ts (services/compliance) closes one
  // twice over RPC; an EDD decision on a decided case is not driven anywhere yet.
  'adminComplianceClose 409',
  'adminComplianceDecideEdd 409',
];

/** Declared headers a case of another suite drives, with the suite that checks them. */
export const SENT_ELSEWHERE: Record<string, string> = {
  'ordersPlace 503 Retry-After':
    'RATES_STALE: stale-rates.integration-spec.ts lets the rates go stale and checks the header',
};
