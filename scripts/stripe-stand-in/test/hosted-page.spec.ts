import { HtmlValidate } from 'html-validate';
import type Stripe from 'stripe';
import {
  CARDS,
  card,
  createSession,
  page,
  startFixture,
  type Fixture,
} from './support/stand-in-fixture';

/** The session with its PaymentIntent and that one's latest charge, as the payments service reads it. */
async function read(fx: Fixture, id: string) {
  const session = await fx.stripe.checkout.sessions.retrieve(id, {
    expand: ['payment_intent', 'payment_intent.latest_charge'],
  });
  const intent = session.payment_intent as Stripe.PaymentIntent | null;
  return { session, intent, charge: (intent?.latest_charge ?? null) as Stripe.Charge | null };
}

describe('the Stripe stand-in: the hosted checkout page, driven as a browser posts its form', () => {
  let fx: Fixture;

  beforeAll(async () => {
    fx = await startFixture();
  });
  afterAll(() => fx.stop());

  it('shows the amount, the fields "Card number", "Expiry", "CVC", "Name on card", a Pay button and a way back', async () => {
    const session = await createSession(fx.stripe);
    const { status, html } = await page(session.url!);
    expect(status).toBe(200);
    expect(html).toContain('£523.40');
    for (const label of ['Card number', 'Expiry', 'CVC', 'Name on card']) {
      expect(html).toMatch(new RegExp(`<label for="[a-z_]+">${label}</label>`));
    }
    expect(html).toMatch(/<button type="submit">Pay £523.40<\/button>/);
    expect(html).toContain('href="https://shop.example/orders/FX-1001/pay"');
    expect(html).not.toContain('Billing address');
  });

  it('is valid, accessible HTML for html-validate, on a phone-sized viewport', async () => {
    const withAddress = await createSession(fx.stripe, { billing_address_collection: 'required' });
    const validator = new HtmlValidate({ extends: ['html-validate:recommended'] });
    for (const html of [
      (await page(withAddress.url!)).html,
      (await page(withAddress.url!, card('4000 0000 0000 0001'))).html,
    ]) {
      const report = await validator.validateString(html);
      expect(
        report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`)),
      ).toEqual([]);
      expect(html).toContain(
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
      );
    }
  });

  it('4000 0566 5566 5556 (debit) pays: the hold is placed, the session completes, the customer goes to success_url', async () => {
    const session = await createSession(fx.stripe);
    const answer = await page(session.url!, card(CARDS.debit));
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`https://shop.example/orders/FX-1001/paid?session=${session.id}`);
    const { session: done, intent, charge } = await read(fx, session.id);
    expect(done).toMatchObject({
      status: 'complete',
      customer_details: { email: 'ada@example.com', name: 'Ada Lovelace' },
    });
    expect(intent).toMatchObject({
      status: 'requires_capture',
      amount_capturable: 52_340,
      capture_method: 'manual',
      metadata: { order_id: 'FX-1001' },
    });
    expect(charge?.payment_method_details?.card).toMatchObject({
      last4: '5556',
      funding: 'debit',
      brand: 'visa',
    });
    expect(charge).toMatchObject({ captured: false, paid: true, status: 'succeeded' });
    expect((await page(session.url!)).html).toContain('Payment complete');
  });

  it('4242 4242 4242 4242 pays, and its charge says the card is credit (for the product to refuse)', async () => {
    const session = await createSession(fx.stripe);
    expect((await page(session.url!, card(CARDS.credit))).status).toBe(303);
    const { intent, charge } = await read(fx, session.id);
    expect(intent?.status).toBe('requires_capture');
    expect(charge?.payment_method_details?.card).toMatchObject({
      last4: '4242',
      funding: 'credit',
    });
  });

  it('4000 0000 0000 0002 is declined on the page; the session stays open and another card then pays', async () => {
    const session = await createSession(fx.stripe);
    const declined = await page(session.url!, card(CARDS.declined));
    expect(declined.status).toBe(402);
    expect(declined.html).toMatch(/role="alert">Your card was declined\.</);
    const after = await read(fx, session.id);
    expect(after.session.status).toBe('open');
    expect(after.intent).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
      },
    });
    expect(after.charge).toMatchObject({ status: 'failed', failure_code: 'card_declined' });
    await fx.webhooks.waitFor(
      'payment_intent.payment_failed',
      (e) => (e.data.object as { id: string }).id === after.intent!.id,
    );
    expect((await page(session.url!, card(CARDS.debit))).status).toBe(303);
    expect((await read(fx, session.id)).intent?.id).toBe(after.intent!.id);
  });

  it('4000 0025 0000 3155 asks for authentication: Complete pays', async () => {
    const session = await createSession(fx.stripe);
    const prompt = await page(session.url!, card(CARDS.authenticate));
    expect(prompt.status).toBe(200);
    expect(prompt.html).toMatch(
      /<button type="submit" name="action" value="complete">Complete<\/button>/,
    );
    expect(prompt.html).toMatch(/value="fail"[^>]*>Fail<\/button>/);
    expect((await read(fx, session.id)).intent?.status).toBe('requires_action');
    const completed = await page(`${session.url!}/authenticate`, { action: 'complete' });
    expect(completed.status).toBe(303);
    expect((await read(fx, session.id)).intent?.status).toBe('requires_capture');
  });

  it('4000 0025 0000 3155 with Fail: the payment fails, the page says so, the session stays open', async () => {
    const session = await createSession(fx.stripe);
    await page(session.url!, card(CARDS.authenticate));
    const failed = await page(`${session.url!}/authenticate`, { action: 'fail' });
    expect(failed.status).toBe(402);
    expect(failed.html).toContain('We are unable to authenticate your payment method.');
    const { session: after, intent } = await read(fx, session.id);
    expect(after.status).toBe('open');
    expect(intent?.last_payment_error?.code).toBe('payment_intent_authentication_failure');
  });

  it('names each field that is wrong, and refuses a card that is not a test card', async () => {
    const session = await createSession(fx.stripe, { customer_email: undefined });
    const wrong = await page(session.url!, {
      card_number: '4000 0566 5566 5557',
      expiry: '01 / 20',
      cvc: '1',
      name: '',
    });
    expect(wrong.status).toBe(400);
    for (const message of [
      'Your card number is invalid.',
      'Your card&#39;s expiry date is in the past.',
      'Your card&#39;s security code is incomplete.',
      'Enter the name on the card.',
      'Your email address is incomplete.',
    ]) {
      expect(wrong.html).toContain(message);
    }
    const real = await page(session.url!, card('4111 1111 1111 1111', { email: 'a@b.co' }));
    expect(real.html).toContain('non test card');
    expect((await read(fx, session.id)).session.status).toBe('open');
  });

  it('collects the billing address when the session requires it, and gives it back on the session and charge', async () => {
    const session = await createSession(fx.stripe, { billing_address_collection: 'required' });
    const missing = await page(session.url!, card(CARDS.debit));
    expect(missing.status).toBe(400);
    expect(missing.html).toContain('Enter the postcode.');
    const address = {
      address_line1: '1 High Street',
      address_city: 'Leeds',
      address_postal_code: 'ls1 4ap',
      address_country: 'GB',
    };
    expect((await page(session.url!, card(CARDS.debit, address))).status).toBe(303);
    const { session: done, charge } = await read(fx, session.id);
    expect(done.customer_details?.address).toMatchObject({
      line1: '1 High Street',
      city: 'Leeds',
      postal_code: 'LS1 4AP',
      country: 'GB',
    });
    expect(charge?.billing_details.address?.postal_code).toBe('LS1 4AP');
  });

  it('gives the name typed as "Name on card" back on the payment method and the charge, as typed', async () => {
    for (const name of ['Ada K. Lovelace', 'Charles Babbage']) {
      const session = await createSession(fx.stripe);
      expect((await page(session.url!, card(CARDS.debit, { name: ` ${name} ` }))).status).toBe(303);
      const { intent, charge } = await read(fx, session.id);
      expect(charge?.billing_details.name).toBe(name);
      const method = await fx.stripe.paymentMethods.retrieve(intent!.payment_method as string);
      expect(method).toMatchObject({ object: 'payment_method', type: 'card' });
      expect(method.billing_details.name).toBe(name);
      expect(method.card?.last4).toBe('5556');
    }
  });

  it('takes no payment on a session that has expired', async () => {
    const session = await createSession(fx.stripe);
    await fx.stripe.checkout.sessions.expire(session.id);
    const answer = await page(session.url!, card(CARDS.debit));
    expect(answer.html).toContain('This checkout has expired');
    expect((await read(fx, session.id)).intent).toBeNull();
  });
});
