// The payments service on the real stack for its tests: its Nest app in the test's process on a
// database of its own, RabbitMQ through a proxy the test can cut, and the Stripe stand-in (its API
// behind a proxy too, to make the provider unreachable), whose webhooks reach an endpoint of the
// test that hands them to the service as the gateway will: `payments.webhook` over RabbitMQ,
// answered 200 once stored, 400 for a bad signature, 503 otherwise (the stand-in then retries).
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { EventType } from '@fx/contracts';
import { memoryLogger, startBehindProxy, TcpProxy } from '@fx/service-kit/testing';
import { AppModule } from '../../src/app.module';
import { loadEnv } from '../../src/config/env';
import { RecordProviderEventCommand } from '../../src/payments/record-provider-event/record-provider-event.command';
import { startStandInWithWebhooks, WEBHOOK_SECRET, type Delivery } from './stripe-stand-in';

export const PAYMENT_EVENTS: EventType[] = [
  'payment.authorised',
  'payment.captured',
  'payment.failed',
  'payment.refunded',
  'payment.refund_failed',
  'payment.disputed',
];

export type PaymentsStack = Awaited<ReturnType<typeof startPaymentsStack>>;

export async function startPaymentsStack(label: string, env: Record<string, string> = {}) {
  /**
   * How webhooks reach the service: over RabbitMQ, or in its process (the broker cut); or held
   * (answered 200 and kept in `held`, for the test to hand over in another order).
   */
  const route: { inProcess: boolean; held: Delivery[] | null } = { inProcess: false, held: null };
  let hand: (delivery: Delivery) => Promise<number> = () => Promise.resolve(503);
  const {
    standIn,
    deliveries,
    close: closeStandIn,
  } = await startStandInWithWebhooks((delivery) => hand(delivery), {
    webhookRetry: { firstDelayMs: 200, maxDelayMs: 1000 },
  });
  const api = await TcpProxy.start(standIn.url, 80);
  let shared: Record<string, string> = {};
  /** The service's module on the stack's database, broker and stand-in. */
  const module = () =>
    AppModule.register(
      loadEnv({
        ...shared,
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_payments',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: api.urlFor(standIn.url),
        ...env,
      }),
      memoryLogger('payments').logger,
    );
  const stack = await startBehindProxy({
    label,
    schema: 'payments',
    events: PAYMENT_EVENTS,
    module: (base) => {
      shared = base;
      return module();
    },
  });
  const { service } = stack;

  /** Hands a webhook to the service; the HTTP status the gateway would answer. */
  const webhook = async (delivery: Delivery): Promise<number> => {
    const rawBody = delivery.rawBody.toString('utf8');
    try {
      if (route.inProcess) {
        await service.app
          .get(CommandBus)
          .execute(new RecordProviderEventCommand(rawBody, delivery.signature));
      } else {
        await service.client.request('payments.webhook', {
          rawBody,
          ...(delivery.signature ? { signature: delivery.signature } : {}),
        });
      }
      return 200;
    } catch (error) {
      return (error as { code?: string }).code === 'WEBHOOK_SIGNATURE_INVALID' ? 400 : 503;
    }
  };
  hand = (delivery) => {
    if (!route.held) return webhook(delivery);
    route.held.push(delivery);
    return Promise.resolve(200);
  };

  return {
    ...stack,
    standIn,
    /** The proxy in front of the stand-in's API (cut: the provider unreachable). */
    api,
    deliveries,
    route,
    webhook,
    /** Another instance's module (a replica of the service), for `bootReplicas`. */
    replica: module,
    /** Runs SQL on the service's own database. */
    sql: <T>(text: string, values: unknown[] = []) =>
      service.app.get(DataSource).query<T>(text, values),
    close: async () => {
      await closeStandIn();
      await stack.close();
      await api.close();
    },
  };
}
