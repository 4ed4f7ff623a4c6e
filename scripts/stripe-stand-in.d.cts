// Types for stripe-stand-in.cjs, the local Stripe the payments service's tests and `npm start` use.

export interface StripeStandInOptions {
  /** 12111 by default; 0 picks a free port. */
  port?: number;
  host?: string;
  /** Where events are POSTed; none are sent without it and `webhookSecret`. */
  webhookUrl?: string;
  /** The endpoint's signing secret (`whsec_...`) the `Stripe-Signature` header is made with. */
  webhookSecret?: string;
  /** The only key let in; any `sk_test_...` when unset. */
  secretKey?: string;
  /** The origin put in Checkout Sessions' `url` when the stand-in is reached by another name. */
  publicUrl?: string;
  /** The stand-in's clock (ms since the epoch): sessions expire and events are dated by it. */
  now?: () => number;
  /** How often open sessions past `expires_at` are expired (ms, default 1000). */
  sweepMs?: number;
  /** How long after it succeeds the first refund of 4000 0000 0000 5126 fails (ms, default 1000). */
  refundFailureMs?: number;
  webhookRetry?: {
    /** The first retry's delay, doubled at each one (default 1000 ms). */
    firstDelayMs?: number;
    maxDelayMs?: number;
    /** Attempts before giving up on an event (default 16). */
    attempts?: number;
    /** An attempt without an answer in this long failed (default 10 s). */
    timeoutMs?: number;
  };
  log?: (message: string) => void;
}

export interface StripeStandInDispute {
  id: string;
  object: 'dispute';
  charge: string;
  payment_intent: string;
  amount: number;
  reason: string;
  status: string;
}

export interface StripeStandIn {
  /** `http://host:port`: the SDK's host, port and protocol, and the origin of the hosted pages. */
  url: string;
  port: number;
  host: string;
  /** The card's bank disputes the charge (`charge.dispute.created`); also `POST /_test/charges/:id/dispute`. */
  openDispute(chargeId: string, options?: { reason?: string; amount?: number }): StripeStandInDispute;
  setWebhookUrl(url: string): void;
  /** Expires the sessions past `expires_at` and the authorisations past 7 days, now. */
  sweep(): void;
  /** Resolves once no webhook delivery is on the wire. */
  webhooksIdle(): Promise<void>;
  close(): Promise<void>;
}

export function startStripeStandIn(options?: StripeStandInOptions): Promise<StripeStandIn>;
