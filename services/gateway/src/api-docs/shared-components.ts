import { IDEMPOTENCY_KEY_HEADER } from '@fx/contracts';
import type { JsonSchema } from './component-schemas';

// What the API document declares once and refers to by $ref: headers, header parameters, tags.

/** A header whose value is a whole number (of seconds, or of requests). */
const wholeNumber = (description: string, required: boolean, maximum = 86_400) => ({
  description,
  required,
  schema: { type: 'integer', format: 'int32', minimum: 0, maximum },
});

/** Response headers, declared once: each is sent where an answer declares it (the error-case test checks). */
export const HEADERS: Record<
  string,
  { description: string; required: boolean; schema: JsonSchema }
> = {
  CorrelationId: {
    required: true,
    description: "The request id in the logs and traces: the caller's own if it sent a sane one",
    schema: { type: 'string', maxLength: 100, pattern: '^[\\w.:-]{1,100}$' },
  },
  RateLimitLimit: wholeNumber(
    "The route's limit: requests per window from one address",
    true,
    100_000,
  ),
  RateLimitRemaining: wholeNumber('Requests left in the current window', true, 100_000),
  RateLimitReset: wholeNumber('Seconds until the window ends', true),
  RetryAfter: wholeNumber('Seconds to wait before trying again', true),
  RetryAfterWhenStale: wholeNumber('With RATES_STALE: seconds until a refresh is due', false),
  IdempotentReplayed: {
    required: true,
    description: 'true: this order was placed by an earlier request with the same Idempotency-Key',
    schema: { type: 'string', enum: ['true'] },
  },
  ETag: {
    required: true,
    description: "The table's version: send it back as If-None-Match",
    schema: { type: 'string', maxLength: 100 },
  },
};

export const PARAMETERS = {
  IdempotencyKey: {
    name: IDEMPOTENCY_KEY_HEADER,
    in: 'header',
    required: false,
    description:
      'Makes placing an order safe to retry: a repeat with the same key and order answers 200 with the order placed the first time; with another order, 422',
    schema: { type: 'string', minLength: 8, maxLength: 128, pattern: '^[A-Za-z0-9_-]{8,128}$' },
  },
  IfNoneMatch: {
    name: 'if-none-match',
    in: 'header',
    required: false,
    description: 'The ETag of the table the client has: 304 with no body while it is current',
    schema: { type: 'string', maxLength: 100 },
  },
};

export const TAGS: Record<string, string> = {
  'access-gate': 'The staff gate (Secure Box)',
  admin: 'The staff dashboard: orders, currencies, rates, users, branches, site settings',
  alerts: 'Rate alerts set by e-mail, without an account',
  branches: 'Collection points, their days and stock',
  config: "The SPA's run-time settings",
  contact: 'The Contact page',
  currencies: 'The rate table, one currency, rate history',
  health: 'The platform at a glance',
  me: "A signed-in customer's account, orders and alerts",
  orders: 'Placing and tracking an order',
  quotes: 'Pricing before ordering',
  site: 'The bureau the site speaks for',
};
