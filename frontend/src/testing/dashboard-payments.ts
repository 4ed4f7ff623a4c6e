import type { DispatchList, DispatchOrder, PaymentsOverview } from '@fx/contracts';
import { addDays, londonNow } from '@fx/contracts/web';

/** Today and the next two days (London), the days the Dispatch list shows. */
export function dispatchDates(now = new Date()) {
  const today = londonNow(now).date;
  return { today, tomorrow: addDays(today, 1), after: addDays(today, 2) };
}

/** A delivery order on the Dispatch list: accepted (captured), to send, two currencies. */
export function makeDispatchOrder(overrides: Partial<DispatchOrder> = {}): DispatchOrder {
  return {
    id: '0b7c9a52-3f0e-4d5a-9c1e-2a6f8e4d1b01',
    orderNumber: '12345678',
    name: 'Ada Lovelace',
    phone: '07700 900123',
    address: { line1: '1 Park Row', line2: 'Flat 2', town: 'Leeds', postcode: 'LS1 5AB' },
    pack: [
      { amount: '340.17', currency: 'EUR' },
      { amount: '369.87', currency: 'USD' },
    ],
    totalGbp: '600.00',
    saturday: false,
    status: 'accepted',
    payment: 'captured',
    trackingNumber: null,
    dispatchedAt: null,
    ...overrides,
  };
}

export function makeDispatchList(days: DispatchList['days']): DispatchList {
  return { days };
}

/** GET /api/v1/admin/payments with nothing to look at, unless overridden. */
export function makePaymentsOverview(overrides: Partial<PaymentsOverview> = {}): PaymentsOverview {
  return {
    cards: true,
    lastReconciledAt: null,
    differences: [],
    failedRefunds: [],
    disputes: [],
    ...overrides,
  };
}

/** One of each kind: a payment without its order, a refund that failed, a dispute. */
export const paymentProblems: Pick<PaymentsOverview, 'differences' | 'failedRefunds' | 'disputes'> =
  {
    differences: [
      {
        kind: 'paid_without_order',
        orderId: '9d3e1f4a-6b2c-4e8d-a1f7-5c0b9e2d3a44',
        orderNumber: '87654321',
        providerId: 'pi_3Qx1',
        ours: 'Cancelled, hold released',
        theirs: 'Captured £412.75',
        nextStep: 'Refund the payment in full from the provider’s dashboard',
        foundAt: '2026-11-26T08:00:00.000Z',
      },
    ],
    failedRefunds: [
      {
        orderId: '0b7c9a52-3f0e-4d5a-9c1e-2a6f8e4d1b01',
        orderNumber: '12345678',
        idempotencyKey: 'refund-0b7c9a52-cancel',
        amountPence: 61098,
        reason: 'The card was closed',
        attempts: 3,
        nextAttemptAt: '2026-11-26T12:00:00.000Z',
        nextStep: 'Ask the customer for another way to refund them',
      },
    ],
    disputes: [
      {
        disputeId: 'dp_1Px',
        orderId: '5a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
        orderNumber: '11223344',
        amountPence: 20000,
        reason: 'fraudulent',
        status: 'needs_response',
        respondBy: '2099-12-03T23:59:00.000Z',
        nextStep: 'Send the signed collection receipt and the ID seen at the counter',
        openedAt: '2026-11-25T16:00:00.000Z',
      },
    ],
  };
