import { refundMoves } from './refund-rules';
import type { StoredPayment } from './stored-payment';
import type { StoredRefund } from './stored-refund';

const payment = (refundedPence: number, status: StoredPayment['status']) =>
  ({ amountPence: 10_000, refundedPence, status }) as StoredPayment;
const refund = (status: StoredRefund['status'], amountPence = 4_000) =>
  ({ amountPence, status, failureReason: null }) as StoredRefund;

describe('refunds move forward and count each penny once', () => {
  it('counts a refund when it succeeds, and the payment is refunded once all is back', () => {
    expect(refundMoves(payment(0, 'captured'), refund('requested'), 'succeeded')).toEqual({
      status: 'succeeded',
      payment: { refundedPence: 4_000, status: 'captured', failure: null },
      refunded: true,
    });
    expect(
      refundMoves(payment(6_000, 'captured'), refund('pending'), 'succeeded').payment,
    ).toMatchObject({ refundedPence: 10_000, status: 'refunded' });
  });

  it('does nothing for a refund told again what it is', () => {
    expect(refundMoves(payment(4_000, 'captured'), refund('succeeded'), 'succeeded')).toEqual({
      status: null,
      payment: {},
      refunded: false,
    });
  });

  it('takes back the count of a refund that failed after it succeeded, and shows the failure', () => {
    expect(
      refundMoves(payment(10_000, 'refunded'), refund('succeeded', 10_000), 'failed').payment,
    ).toMatchObject({ refundedPence: 0, status: 'refund_failed' });
  });
});
