import { z } from 'zod';
import {
  envVariables,
  baseEnvShape,
  databaseEnvShape,
  healthPortShape,
  parseEnv,
  isProduction,
  outboxEnvShape,
  refuseDefaultPasswords,
  refuseTestClock,
} from '@fx/service-kit';
import { CHECKOUT_EXPIRY_MINUTES } from '../provider/payment-provider';

const schema = z
  .object({
    ...baseEnvShape,
    ...databaseEnvShape,
    ...outboxEnvShape,
    ...healthPortShape(3105),
    /**
     * `stripe` takes card payments through Stripe; `off` (the default) takes none: for a bureau
     * whose acquirer has not approved selling currency by card (quasi-cash, MCC 6051) yet.
     */
    PAYMENTS_PROVIDER: z.enum(['stripe', 'off']).default('off'),
    /** Stripe's secret API key (`sk_live_...`, `sk_test_...` against the stand-in). */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^[rs]k_(test|live)_\w+$/, {
        message: 'must be a Stripe secret key, sk_live_... or sk_test_...',
      })
      .optional(),
    /** The webhook endpoint's signing secret, `whsec_...`. */
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, {
        message: "must be the webhook endpoint's signing secret, whsec_...",
      })
      .optional(),
    /** The local Stripe stand-in's address (http://127.0.0.1:12111); unset: Stripe itself. */
    STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** How long a hosted checkout stays payable: Stripe's bounds, 30 minutes to 24 hours. */
    CHECKOUT_EXPIRY_MINUTES: z.coerce
      .number()
      .int()
      .min(CHECKOUT_EXPIRY_MINUTES.min)
      .max(CHECKOUT_EXPIRY_MINUTES.max)
      .default(CHECKOUT_EXPIRY_MINUTES.default),
    /** Debit cards only unless true: a credit card is then released and the payment fails. */
    PAYMENTS_ALLOW_CREDIT_CARDS: z.stringbool().default(false),
    /** A failed refund is retried after this many seconds, then twice as long each time. */
    REFUND_RETRY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
    /** Tries of a refund (the first included) before only staff retry it. */
    REFUND_RETRY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(6),
    /** How often the reconciliation compares the provider's records with ours; 0: only by staff. */
    RECONCILE_EVERY_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
    /** How many days back the reconciliation reads the provider's payments, refunds, disputes. */
    RECONCILE_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  })
  .superRefine((env, ctx) => {
    const problem = (key: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [key], message });
    if (env.PAYMENTS_PROVIDER === 'stripe') {
      // Without them no checkout starts and no webhook verifies: refused everywhere.
      if (!env.STRIPE_SECRET_KEY)
        problem('STRIPE_SECRET_KEY', 'is required with PAYMENTS_PROVIDER=stripe');
      if (!env.STRIPE_WEBHOOK_SECRET)
        problem('STRIPE_WEBHOOK_SECRET', 'is required with PAYMENTS_PROVIDER=stripe');
    }
    if (!isProduction(env)) return;
    refuseDefaultPasswords(env, ctx, ['DATABASE_URL', 'AMQP_URL']);
    refuseTestClock(env, ctx);
    if (env.PAYMENTS_PROVIDER === 'stripe' && env.STRIPE_API_URL)
      problem(
        'STRIPE_API_URL',
        'must not be set in production: it points the payments at the local Stripe stand-in',
      );
  });

export type PaymentsEnv = z.infer<typeof schema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): PaymentsEnv {
  return parseEnv('payments', schema, source);
}

/**
 * Every variable the payments service reads: docs/configuration.md and .env.example show each
 * (env-documented.spec.ts).
 */
export const ENV_VARIABLES = envVariables(schema);
