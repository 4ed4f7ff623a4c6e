/** A push subscription as a browser sends it (the push service's address and the keys). */
export const PUSH_DEVICE = {
  subscription: {
    endpoint: 'https://push.example.com/send/abc',
    keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
  },
};

/**
 * The customer's own routes, each with a body it accepts: all refused (403) to an account whose
 * e-mail is not verified, before anything else is looked at.
 */
export const ROUTES_FOR_VERIFIED_CUSTOMERS: { operationId: string; body?: unknown }[] = [
  { operationId: 'meAlertsList' },
  { operationId: 'meAlertsCreate', body: { code: 'EUR', targetRate: '1.5' } },
  { operationId: 'meAlertsDelete' },
  { operationId: 'meAlertsSetChannel', body: { channel: 'email' } },
  { operationId: 'meOrdersList' },
  { operationId: 'meOrdersCancel' },
  { operationId: 'mePushDevicesList' },
  { operationId: 'mePushDevicesRegister', body: PUSH_DEVICE },
  { operationId: 'mePushDevicesRemove' },
];
