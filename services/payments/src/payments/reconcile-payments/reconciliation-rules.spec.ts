import type { PaymentRecord } from '../../provider/payment-provider';
import type { StoredPayment } from '../stored-payment';
import { reconcile } from './reconciliation-rules';

const at = new Date('2026-11-26T10:00:00.000Z');

const ours = (more: Partial<StoredPayment> = {}): StoredPayment => ({
  id: '8c4a8f1e-2b1d-4a47-9d3c-0f6e5b2a7c11',
  orderId: '2f0b7d4e-6a3c-4e19-8b5d-1c9e7a3f6d20',
  checkoutId: 'cs_test_1',
  checkoutUrl: 'http://127.0.0.1:12111/c/pay/cs_test_1',
  expiresAt: at,
  paymentIntentId: 'pi_1',
  amountPence: 41_275,
  refundedPence: 0,
  status: 'captured',
  card: null,
  failure: null,
  customerEmail: 'grace@example.com',
  createdAt: at,
  updatedAt: at,
  authorisedAt: at,
  capturedAt: at,
  orderNumber: '20261126',
  deliveryPostcode: null,
  billingPostcode: null,
  orderCancelledAt: null,
  cancellationFeePence: null,
  ...more,
});

const theirs = (more: Partial<PaymentRecord> = {}): PaymentRecord => ({
  paymentId: 'pi_1',
  orderId: '2f0b7d4e-6a3c-4e19-8b5d-1c9e7a3f6d20',
  status: 'captured',
  amountMinor: 41_275,
  capturedMinor: 41_275,
  refundedMinor: 0,
  disputed: false,
  createdAt: at,
  ...more,
});

const kinds = (payment: PaymentRecord, mine: StoredPayment[]) =>
  reconcile({ theirs: [payment], theirRefunds: [], ours: mine, knownRefundIds: new Set() }).map(
    (difference) => difference.kind,
  );

describe('the reconciliation of the provider with our payments', () => {
  it('finds nothing when both agree, and ignores tries never paid', () => {
    expect(kinds(theirs(), [ours()])).toEqual([]);
    const unpaid = theirs({ paymentId: 'pi_2', status: 'open' });
    expect(
      reconcile({
        theirs: [theirs(), unpaid],
        theirRefunds: [],
        ours: [ours()],
        knownRefundIds: new Set(),
      }),
    ).toEqual([]);
  });

  it('tells staff of a cancelled order whose money is still held or taken beyond the fee', () => {
    const cancelled = ours({ orderCancelledAt: at, cancellationFeePence: 500 });
    expect(kinds(theirs({ status: 'authorised' }), [cancelled])).toEqual(['paid_without_order']);
    const refunded = { ...cancelled, refundedPence: 40_775 };
    expect(kinds(theirs({ refundedMinor: 40_775 }), [refunded])).toEqual([]);
    expect(kinds(theirs({ refundedMinor: 40_000 }), [refunded])).toEqual(['paid_without_order']);
  });

  it('tells of amounts and refunds that differ', () => {
    expect(kinds(theirs({ amountMinor: 41_000 }), [ours()])).toEqual(['amount_mismatch']);
    expect(kinds(theirs({ refundedMinor: 100 }), [ours()])).toEqual(['refund_mismatch']);
  });

  it('tells of a payment we say is taken that the provider does not have', () => {
    const found = reconcile({
      theirs: [],
      theirRefunds: [],
      ours: [ours()],
      knownRefundIds: new Set(),
    });
    expect(found).toEqual([
      expect.objectContaining({
        kind: 'status_mismatch',
        theirs: 'no such payment in this period',
      }),
    ]);
  });
});
