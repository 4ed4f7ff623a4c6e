import type { EventType } from '@fx/contracts';
import Stripe from 'stripe';
import { eventually } from '@fx/service-kit/testing';
import { accepted, cancelled, publishOrderEvent } from './support/order-events';
import { startPaymentsStack, type PaymentsStack } from './support/payments-stack';
import {
  DEBIT,
  eventsOf,
  intentOf,
  payWithCard,
  settled,
  standInObject,
  startRequest,
  typesOf,
} from './support/payments-client';
import {
  REFUNDED_ON_SECOND_TRY,
  REFUND_RETURNED,
  refundOutcome,
  refundTriedAgain,
} from './support/refund-retry';
import { payOnHostedPage } from './support/stripe-stand-in';

const DISPUTED = '4000 0000 0000 0259';

describe('settings, sync, delivery postcodes, disputes, refund retries and reconciliation', () => {
  let stack: PaymentsStack;

  beforeAll(async () => {
    stack = await startPaymentsStack('payments-operations');
  });
  afterAll(() => stack?.close());

  const client = () => stack.service.client;
  const ofOrder = async (orderId: string) =>
    (await client().request('payments.ofOrder', { orderId })).payment;
  const until = (orderId: string, type: EventType) =>
    eventually(() => typesOf(stack, orderId).includes(type), 15_000);
  const staff = { kind: 'staff' as const, id: 'staff-uid' };

  it('tells the order form that cards are taken, debit only, for 30 minutes', async () => {
    await expect(client().request('payments.settings', {})).resolves.toEqual({
      cards: true,
      creditCards: false,
      checkoutExpiryMinutes: 30,
    });
  });

  it('confirms a payment from Stripe before its webhook comes, and announces it once when it does', async () => {
    const started = await client().request('payments.start', startRequest());
    stack.route.held = [];
    let held: NonNullable<typeof stack.route.held>;
    try {
      expect(await payOnHostedPage(started.checkoutUrl, DEBIT)).toBe(303);
      const synced = await client().request('payments.sync', { orderId: started.orderId });
      expect(synced.payment).toMatchObject({ status: 'authorised', card: { last4: '5556' } });
      await stack.standIn.webhooksIdle();
    } finally {
      held = stack.route.held.filter((d) => d.rawBody.toString().includes(started.orderId));
      stack.route.held = null;
    }
    for (const delivery of held) expect(await stack.webhook(delivery)).toBe(200);
    expect(await settled(stack)).toEqual([]);
    expect(typesOf(stack, started.orderId)).toEqual(['payment.authorised']);
    await expect(
      client().request('payments.sync', { orderId: '00000000-0000-4000-8000-000000000000' }),
    ).resolves.toEqual({ payment: null });
  });

  const billing = (postcode: string) => ({
    address_line1: '10 Downing Street',
    address_city: 'London',
    address_postal_code: postcode,
    address_country: 'GB',
  });

  it("takes a delivery order's card billed to the delivery postcode, and tells orders the postcode and the name on the card", async () => {
    // Whose card it is, orders decides (a delivery needing ID refuses another's): both names come as typed.
    for (const name of ['Ada K. Lovelace', 'Charles Babbage']) {
      const request = startRequest({ deliveryPostcode: 'SW1A 2AA', orderNumber: '20261127' });
      const started = await client().request('payments.start', request);
      const form = { ...billing('sw1a2aa'), name };
      expect(await payOnHostedPage(started.checkoutUrl, DEBIT, form)).toBe(303);
      await until(started.orderId, 'payment.authorised');
      expect(eventsOf(stack, started.orderId)[0]!.payload).toMatchObject({
        billingPostcode: 'SW1A 2AA',
        cardholderName: name,
      });
    }
  });

  it('releases a delivery order paid with a card billed elsewhere, saying why', async () => {
    const request = startRequest({ deliveryPostcode: 'SW1A 2AA' });
    const started = await client().request('payments.start', request);
    expect(await payOnHostedPage(started.checkoutUrl, DEBIT, billing('M1 1AE'))).toBe(303);
    await until(started.orderId, 'payment.failed');
    expect(await settled(stack)).toEqual([]);
    expect(typesOf(stack, started.orderId)).toEqual(['payment.failed']);
    expect(eventsOf(stack, started.orderId)[0]!.payload).toMatchObject({
      reason: 'billing_postcode_mismatch',
      message: expect.stringContaining('billing postcode'),
    });
    const intent = await intentOf(stack, started.orderId);
    expect(
      (await standInObject<{ status: string }>(stack, `payment_intents/${intent}`)).status,
    ).toBe('canceled');
  });

  it('shows a chargeback on the Payments screen, with the order and a deadline, and tells orders', async () => {
    const request = startRequest({ orderNumber: '20261128' });
    const started = await client().request('payments.start', request);
    expect(await payOnHostedPage(started.checkoutUrl, DISPUTED)).toBe(303);
    await until(started.orderId, 'payment.authorised');
    await publishOrderEvent(stack, 'order.accepted', accepted(started.orderId));
    await until(started.orderId, 'payment.disputed');
    expect(await settled(stack)).toEqual([]);
    const overview = await client().request('payments.admin.overview', {});
    expect(overview.disputes).toContainEqual(
      expect.objectContaining({
        orderId: started.orderId,
        orderNumber: '20261128',
        amountPence: 41_275,
        reason: 'fraudulent',
        respondBy: expect.any(String),
        nextStep: expect.stringContaining('evidence'),
      }),
    );
  });

  it('lists a refund the bank returned for staff, who retry it: refunded, and off the list', async () => {
    const { orderId } = await payWithCard(stack, REFUND_RETURNED);
    await publishOrderEvent(stack, 'order.accepted', accepted(orderId));
    await until(orderId, 'payment.captured');
    await publishOrderEvent(stack, 'order.cancelled', cancelled(orderId, 'staff'));
    await until(orderId, 'payment.refund_failed');
    const failed = (await client().request('payments.admin.overview', {})).failedRefunds;
    const listed = failed.find((refund) => refund.orderId === orderId);
    expect(listed).toMatchObject({
      orderNumber: '20261126',
      amountPence: 41_275,
      reason: 'expired_or_canceled_card',
      attempts: 1,
      nextAttemptAt: expect.any(String),
    });
    const retried = await client().request('payments.admin.retryRefund', {
      orderId,
      idempotencyKey: listed!.idempotencyKey,
      by: staff,
    });
    expect(retried).toMatchObject({ status: 'succeeded', payment: { status: 'refunded' } });
    expect(await settled(stack)).toEqual([]);
    expect(typesOf(stack, orderId).slice(2)).toEqual([
      'payment.refunded',
      'payment.refund_failed',
      'payment.refunded',
    ]);
    expect(await ofOrder(orderId)).toMatchObject({ status: 'refunded', refundedPence: 41_275 });
    const after = (await client().request('payments.admin.overview', {})).failedRefunds;
    expect(after.map((refund) => refund.orderId)).not.toContain(orderId);
  });

  it('finds a payment Stripe has that we do not, and a payment whose status differs', async () => {
    // A payment taken in Stripe with no order of ours (made by hand, or by another system).
    const stripe = new Stripe('sk_test_payments', {
      host: new URL(stack.standIn.url).hostname,
      port: Number(new URL(stack.standIn.url).port),
      protocol: 'http',
    });
    const stray = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'gbp', unit_amount: 9_900, product_data: { name: 'Stray' } },
        },
      ],
      payment_intent_data: { capture_method: 'manual' },
      customer_email: 'stray@example.com',
      success_url: 'https://shop.example/done',
      cancel_url: 'https://shop.example/back',
    });
    expect(await payOnHostedPage(stray.url!, DEBIT)).toBe(303);
    const strayIntent = (await stripe.checkout.sessions.retrieve(stray.id))
      .payment_intent as string;

    // A payment captured in Stripe whose webhooks never came: we still say authorised.
    const { orderId } = await payWithCard(stack);
    stack.route.held = [];
    try {
      await standInObject(stack, `payment_intents/${await intentOf(stack, orderId)}/capture`, {});
      await stack.standIn.webhooksIdle();
    } finally {
      stack.route.held = null;
    }

    const overview = await client().request('payments.admin.reconcile', { by: staff });
    expect(overview.lastReconciledAt).toEqual(expect.any(String));
    expect(overview.differences).toContainEqual(
      expect.objectContaining({
        kind: 'paid_without_order',
        orderId: null,
        providerId: strayIntent,
        theirs: 'authorised, GBP 99.00',
        nextStep: expect.stringContaining('no record'),
      }),
    );
    expect(overview.differences).toContainEqual(
      expect.objectContaining({
        kind: 'status_mismatch',
        orderId,
        ours: expect.stringMatching(/^authorised/),
        theirs: 'captured, GBP 412.75',
      }),
    );
    await expect(client().request('payments.admin.overview', {})).resolves.toEqual(overview);
  });
});

describe('failed refunds retried on their schedule', () => {
  let stack: PaymentsStack;

  beforeAll(async () => {
    stack = await startPaymentsStack('payments-refund-retries', { REFUND_RETRY_SECONDS: '1' });
  });
  afterAll(() => stack?.close());

  it('tries a refund the bank returned again by itself, and it goes through', async () => {
    const orderId = await refundTriedAgain(stack);
    expect(await settled(stack)).toEqual([]);
    expect(await refundOutcome(stack, orderId)).toEqual(REFUNDED_ON_SECOND_TRY);
    await expect(
      stack.service.client.request('payments.ofOrder', { orderId }),
    ).resolves.toMatchObject({ payment: { status: 'refunded', refundedPence: 41_275 } });
  });
});
