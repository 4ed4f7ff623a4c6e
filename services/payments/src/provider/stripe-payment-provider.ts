import Stripe from 'stripe';
import {
  CHECKOUT_EXPIRY_MINUTES,
  PaymentProvider,
  type CheckoutOutcome,
  type DisputeRecord,
  type PaymentEvent,
  type PaymentRecord,
  type Period,
  type RefundRecord,
  type RefundResult,
  type StartCheckout,
  type StartedCheckout,
} from './payment-provider';
import { PaymentProviderError } from './payment-provider-error';
import {
  disputeRecord,
  outcome,
  paymentRecord,
  refundResult,
  ORDER_KEY,
  DEBIT_ONLY_KEY,
} from './stripe-records';
import { paymentEvent } from './stripe-webhook-events';

export interface StripeSettings {
  /** `sk_test_...` or `sk_live_...`. */
  secretKey: string;
  /** The webhook endpoint's signing secret, `whsec_...`. */
  webhookSecret: string;
  /** STRIPE_API_URL: Stripe itself when unset; the local stand-in's URL in development and tests. */
  apiUrl?: string;
  /** Per call; the SDK retries network failures and 5xx itself (with the same idempotency key). */
  timeoutMs?: number;
  maxNetworkRetries?: number;
}

const EXPAND_PAYMENT = ['payment_intent', 'payment_intent.latest_charge'];

/** The PaymentProvider on Stripe, through the official SDK: Checkout Sessions with manual capture. */
export class StripePaymentProvider extends PaymentProvider {
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    super();
    const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
    this.stripe = new Stripe(settings.secretKey, {
      timeout: settings.timeoutMs ?? 20_000,
      maxNetworkRetries: settings.maxNetworkRetries ?? 2,
      ...(api
        ? {
            host: api.hostname,
            port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
            protocol: api.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
  }

  async startCheckout(checkout: StartCheckout): Promise<StartedCheckout> {
    const { min, max } = CHECKOUT_EXPIRY_MINUTES;
    if (
      !Number.isInteger(checkout.expiresInMinutes) ||
      checkout.expiresInMinutes < min ||
      checkout.expiresInMinutes > max
    ) {
      throw new PaymentProviderError(
        'CHECKOUT_EXPIRY_OUT_OF_RANGE',
        `A checkout stays payable between ${min} minutes and ${max / 60} hours; ${checkout.expiresInMinutes} minutes is outside.`,
      );
    }
    if (!Number.isInteger(checkout.amountMinor) || checkout.amountMinor <= 0) {
      throw new PaymentProviderError(
        'PROVIDER_REFUSED',
        'The amount must be a positive number of pence.',
      );
    }
    const metadata = {
      ...checkout.metadata,
      [ORDER_KEY]: checkout.orderId,
      [DEBIT_ONLY_KEY]: String(checkout.debitOnly),
    };
    // A minute of slack: Stripe measures the bound from its own clock when the request arrives.
    const slack =
      checkout.expiresInMinutes === max ? -60 : checkout.expiresInMinutes === min ? 60 : 0;
    // Whole minutes: the same key sent again a moment later (a retry) then carries the same
    // parameters, which Stripe requires of a key; to the second, two calls across a second's edge
    // were refused as a different request.
    const expiresAt =
      Math.floor((Date.now() / 1000 + checkout.expiresInMinutes * 60 + slack) / 60) * 60;
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          allowed_payment_method_types: ['card'],
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: checkout.currency.toLowerCase(),
                unit_amount: checkout.amountMinor,
                product_data: { name: checkout.description },
              },
            },
          ],
          metadata,
          client_reference_id: checkout.orderId,
          payment_intent_data: { capture_method: 'manual', metadata },
          expires_at: expiresAt,
          success_url: checkout.successUrl,
          cancel_url: checkout.cancelUrl,
          billing_address_collection: checkout.collectBillingAddress ? 'required' : 'auto',
          ...(checkout.customerEmail ? { customer_email: checkout.customerEmail } : {}),
        },
        { idempotencyKey: checkout.idempotencyKey },
      ),
    );
    if (!session.url) {
      throw new PaymentProviderError(
        'PROVIDER_REFUSED',
        `Checkout ${session.id} came without a URL.`,
      );
    }
    return {
      checkoutId: session.id,
      url: session.url,
      expiresAt: new Date(session.expires_at * 1000),
    };
  }

  async readCheckout(checkoutId: string): Promise<CheckoutOutcome> {
    const session = await this.call(() =>
      this.stripe.checkout.sessions.retrieve(checkoutId, { expand: EXPAND_PAYMENT }),
    );
    return outcome(session);
  }

  async capture(
    paymentId: string,
    idempotencyKey: string,
    amountMinor?: number,
  ): Promise<PaymentRecord> {
    const intent = await this.call(() =>
      this.stripe.paymentIntents.capture(
        paymentId,
        {
          ...(amountMinor === undefined ? {} : { amount_to_capture: amountMinor }),
          expand: ['latest_charge'],
        },
        { idempotencyKey },
      ),
    );
    return paymentRecord(intent);
  }

  async release(checkoutId: string, idempotencyKey: string): Promise<CheckoutOutcome> {
    const current = await this.readCheckout(checkoutId);
    if (current.status === 'open') {
      await this.call(() =>
        this.stripe.checkout.sessions.expire(checkoutId, {}, { idempotencyKey }),
      );
    } else if (current.status === 'authorised' && current.paymentId) {
      const paymentId = current.paymentId;
      await this.call(() =>
        this.stripe.paymentIntents.cancel(
          paymentId,
          { cancellation_reason: 'requested_by_customer' },
          { idempotencyKey },
        ),
      );
    } else {
      return current;
    }
    return this.readCheckout(checkoutId);
  }

  async refund(
    paymentId: string,
    idempotencyKey: string,
    amountMinor?: number,
  ): Promise<RefundResult> {
    const refund = await this.call(() =>
      this.stripe.refunds.create(
        {
          payment_intent: paymentId,
          ...(amountMinor === undefined ? {} : { amount: amountMinor }),
        },
        { idempotencyKey },
      ),
    );
    return refundResult(refund);
  }

  async listPayments(period: Period): Promise<PaymentRecord[]> {
    const intents = this.stripe.paymentIntents.list({
      created: range(period),
      limit: 100,
      expand: ['data.latest_charge'],
    });
    return this.call(async () =>
      (await intents.autoPagingToArray({ limit: 10_000 })).map(paymentRecord),
    );
  }

  async listRefunds(period: Period): Promise<RefundRecord[]> {
    const refunds = this.stripe.refunds.list({ created: range(period), limit: 100 });
    return this.call(async () =>
      (await refunds.autoPagingToArray({ limit: 10_000 })).map((refund) => ({
        ...refundResult(refund),
        createdAt: new Date(refund.created * 1000),
      })),
    );
  }

  async listDisputes(period: Period): Promise<DisputeRecord[]> {
    const disputes = this.stripe.disputes.list({ created: range(period), limit: 100 });
    return this.call(async () =>
      (await disputes.autoPagingToArray({ limit: 10_000 })).map(disputeRecord),
    );
  }

  parseWebhook(rawBody: Buffer | string, signature: string | undefined): PaymentEvent {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature ?? '',
        this.settings.webhookSecret,
      );
    } catch (error) {
      throw new PaymentProviderError(
        'WEBHOOK_SIGNATURE_INVALID',
        `The webhook's signature does not verify: ${(error as Error).message}`,
      );
    }
    return paymentEvent(event);
  }

  /** Runs an SDK call, turning Stripe's errors into PaymentProviderError by what the caller can do. */
  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      const unavailable =
        error instanceof Stripe.errors.StripeConnectionError ||
        error instanceof Stripe.errors.StripeAPIError ||
        error instanceof Stripe.errors.StripeRateLimitError ||
        (error.statusCode ?? 0) >= 500;
      throw new PaymentProviderError(
        unavailable ? 'PROVIDER_UNAVAILABLE' : 'PROVIDER_REFUSED',
        error.message,
        error.code,
      );
    }
  }
}

function range(period: Period): Stripe.RangeQueryParam {
  return {
    gte: Math.floor(period.from.getTime() / 1000),
    ...(period.to ? { lt: Math.floor(period.to.getTime() / 1000) } : {}),
  };
}
