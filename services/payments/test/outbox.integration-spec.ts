import { AmqpConnection } from '@fx/service-kit';
import {
  bootServiceForTest,
  createTestDatabase,
  eventually,
  memoryLogger,
  serviceTestEnv,
  uniqueNamespace,
} from '@fx/service-kit/testing';
import { AppModule } from '../src/app.module';
import { loadEnv } from '../src/config/env';
import { DEBIT, settled, startRequest, typesOf } from './support/payments-client';
import { startPaymentsStack, type PaymentsStack } from './support/payments-stack';
import { payOnHostedPage } from './support/stripe-stand-in';

describe('a payment while the payments service cannot reach RabbitMQ', () => {
  let stack: PaymentsStack;

  beforeAll(async () => {
    stack = await startPaymentsStack('payments-outbox-cut');
  });
  afterAll(() => stack?.close());

  it('keeps the payment.authorised of a webhook handled during the cut, and delivers it once when RabbitMQ is back', async () => {
    const request = startRequest();
    const payment = await stack.service.client.request('payments.start', request);
    const connection = stack.service.app.get(AmqpConnection);
    // The gateway cannot reach the service either: the webhook is handed over in its process.
    stack.route.inProcess = true;
    stack.broker.cut();
    try {
      await eventually(() => !connection.isConnected(), 10_000);
      expect(await payOnHostedPage(payment.checkoutUrl, DEBIT)).toBe(303);
      await stack.standIn.webhooksIdle();
      const waiting = await eventually(async () => {
        const unsent = await stack.probe.unsent();
        return unsent.some((row) => row.type === 'payment.authorised') && unsent;
      }, 10_000);
      expect(waiting.map((row) => row.type)).toEqual(['payment.authorised']);
      expect(typesOf(stack, request.orderId)).toEqual([]);
    } finally {
      stack.broker.restore();
      stack.route.inProcess = false;
    }
    expect(await settled(stack)).toEqual([]);
    expect(typesOf(stack, request.orderId)).toEqual(['payment.authorised']);
  }, 60_000);
});

describe('the payments service with PAYMENTS_PROVIDER=off', () => {
  it('starts, answers its health, and refuses to start a payment with PAYMENTS_OFF', async () => {
    const database = await createTestDatabase('payments_off');
    const namespace = uniqueNamespace('payments-off');
    const env = loadEnv({
      ...serviceTestEnv({ namespace, databaseUrl: database.url }),
      LOG_LEVEL: 'silent',
    });
    const service = await bootServiceForTest(
      AppModule.register(env, memoryLogger('payments').logger),
      namespace,
    );
    try {
      await expect(service.client.request('payments.health', {})).resolves.toMatchObject({
        status: 'up',
      });
      await expect(service.client.request('payments.start', startRequest())).rejects.toMatchObject({
        code: 'PAYMENTS_OFF',
        message: expect.stringContaining('pay in store'),
      });
      await expect(
        service.client.request('payments.ofOrder', { orderId: startRequest().orderId }),
      ).resolves.toEqual({ payment: null });
    } finally {
      await service.close();
      await database.drop();
    }
  });
});
