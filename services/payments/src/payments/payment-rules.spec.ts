import type { CheckoutOutcome } from '../provider/payment-provider';
import { followProvider, mustRelease } from './payment-rules';
import type { StoredPayment } from './stored-payment';

const at = new Date('2026-11-26T10:00:00.000Z');

const payment = (status: StoredPayment['status']): StoredPayment => ({
  id: '8c4a8f1e-2b1d-4a47-9d3c-0f6e5b2a7c11',
  orderId: '2f0b7d4e-6a3c-4e19-8b5d-1c9e7a3f6d20',
  checkoutId: 'cs_test_1',
  checkoutUrl: 'http://127.0.0.1:12111/c/pay/cs_test_1',
  expiresAt: new Date('2026-11-26T10:30:00.000Z'),
  paymentIntentId: null,
  amountPence: 41_275,
  refundedPence: 0,
  status,
  card: null,
  failure: null,
  customerEmail: 'grace@example.com',
  createdAt: at,
  updatedAt: at,
  authorisedAt: null,
  capturedAt: null,
  orderNumber: '20261126',
  deliveryPostcode: null,
  billingPostcode: null,
  orderCancelledAt: null,
  cancellationFeePence: null,
});

const outcome = (
  status: CheckoutOutcome['status'],
  more: Partial<CheckoutOutcome> = {},
): CheckoutOutcome => ({
  checkoutId: 'cs_test_1',
  orderId: '2f0b7d4e-6a3c-4e19-8b5d-1c9e7a3f6d20',
  status,
  paymentId: status === 'open' || status === 'expired' ? null : 'pi_1',
  amountMinor: 41_275,
  card:
    status === 'open' || status === 'expired'
      ? null
      : { brand: 'visa', last4: '5556', funding: 'debit' },
  cardAllowed: true,
  billingAddress: null,
  customerEmail: 'grace@example.com',
  cardholderName: 'Grace Hopper',
  declined: null,
  ...more,
});

const announced = (from: StoredPayment['status'], to: CheckoutOutcome) =>
  followProvider(payment(from), to, at).announce;

describe('a payment follows its provider forward, whatever order the events come in', () => {
  it('is authorised once, with the card, when the card is held', () => {
    const decision = followProvider(payment('awaiting_payment'), outcome('authorised'), at);
    expect(decision.set).toMatchObject({
      status: 'authorised',
      paymentIntentId: 'pi_1',
      card: { last4: '5556', funding: 'debit' },
    });
    expect(decision.announce).toEqual([{ kind: 'authorised', cardholderName: 'Grace Hopper' }]);
    expect(announced('authorised', outcome('authorised'))).toEqual([]);
  });

  it('announces the authorisation before the capture when the capture is seen first', () => {
    expect(announced('awaiting_payment', outcome('captured'))).toEqual([
      { kind: 'authorised', cardholderName: 'Grace Hopper' },
      { kind: 'captured' },
    ]);
    expect(announced('authorised', outcome('captured'))).toEqual([{ kind: 'captured' }]);
  });

  it('never goes back: a late authorisation or expiry of a captured payment changes nothing', () => {
    expect(followProvider(payment('captured'), outcome('authorised'), at).set.status).toBe(
      undefined,
    );
    expect(announced('captured', outcome('expired'))).toEqual([]);
    expect(announced('refunded', outcome('captured'))).toEqual([]);
  });

  it('keeps a declined checkout open with the decline to show, announcing nothing', () => {
    const decline = { code: 'generic_decline', message: 'Your card was declined.' };
    expect(
      followProvider(payment('awaiting_payment'), outcome('open', { declined: decline }), at),
    ).toEqual({ set: { failure: 'Your card was declined.' }, announce: [] });
  });

  it('fails an expired checkout, and a released credit card as not allowed', () => {
    expect(announced('awaiting_payment', outcome('expired'))).toEqual([
      { kind: 'failed', reason: 'expired' },
    ]);
    const credit = { brand: 'visa', last4: '4242', funding: 'credit' as const };
    expect(
      announced('awaiting_payment', outcome('released', { card: credit, cardAllowed: false })),
    ).toEqual([{ kind: 'failed', reason: 'card_not_allowed' }]);
    expect(announced('authorised', outcome('released'))).toEqual([
      { kind: 'failed', reason: 'released' },
    ]);
  });

  it('lets go of a credit card held where only debit is taken, and of nothing else', () => {
    const credit = outcome('authorised', { cardAllowed: false });
    expect(mustRelease(payment('awaiting_payment'), credit)).toBe('card_not_allowed');
    expect(mustRelease(payment('failed'), credit)).toBeNull();
    expect(mustRelease(payment('awaiting_payment'), outcome('authorised'))).toBeNull();
  });

  it("lets go of a delivery order's card billed to another postcode, whatever its spacing or case", () => {
    const delivery = { ...payment('awaiting_payment'), deliveryPostcode: 'SW1A 2AA' };
    const billedTo = (postalCode: string) =>
      outcome('authorised', {
        billingAddress: { line1: null, line2: null, city: null, postalCode, country: 'GB' },
      });
    expect(mustRelease(delivery, billedTo('M1 1AE'))).toBe('billing_postcode_mismatch');
    expect(mustRelease(delivery, outcome('authorised'))).toBe('billing_postcode_mismatch');
    expect(mustRelease(delivery, billedTo('sw1a2aa'))).toBeNull();
  });

  it('lets go by itself of a card held after its order was cancelled', () => {
    const cancelled = { ...payment('awaiting_payment'), orderCancelledAt: at };
    expect(mustRelease(cancelled, outcome('authorised'))).toBe('released');
    expect(mustRelease(cancelled, outcome('open'))).toBeNull();
  });
});
