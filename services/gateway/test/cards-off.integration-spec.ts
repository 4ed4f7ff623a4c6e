import { AmqpConnection, RpcServer } from '@fx/service-kit';
import { memoryLogger, randomSuffix, testUrls, uniqueNamespace } from '@fx/service-kit/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { injectInto, startTestGateway } from './support/gateway-harness';
import { BRANCH_ID, GRACE } from './support/order-body';

/**
 * A bureau that takes no card payments (PAYMENTS_PROVIDER=off): the gateway alone, with the test
 * answering as the payments service; nothing answers as the orders service, so a card order
 * refused here never reached it.
 */
describe('a bureau that takes no card payments', () => {
  const { logger } = memoryLogger('gateway');
  let gateway: NestFastifyApplication;
  let connection: AmqpConnection;
  let payments: RpcServer;

  beforeAll(async () => {
    const namespace = uniqueNamespace('gwoff');
    gateway = await startTestGateway(namespace, logger, { RPC_TIMEOUT_MS: '1000' });
    connection = new AmqpConnection({
      url: testUrls.amqp,
      name: 'gwoff-test',
      namespace,
      logger,
      ephemeral: true,
    });
    payments = new RpcServer(connection, 'payments', logger);
    payments.register('payments.settings', () => ({
      cards: false,
      creditCards: false,
      checkoutExpiryMinutes: 30,
    }));
    await payments.listen();
  }, 60_000);

  afterAll(async () => {
    await connection?.close();
    await gateway?.close();
  });

  it('refuses "Pay now by card" with 422 naming payment, and places nothing', async () => {
    const email = `off-${randomSuffix()}@example.com`;
    const response = await injectInto(gateway, 'POST', '/api/v1/orders', {
      body: {
        way: 'collect',
        branchId: BRANCH_ID,
        customer: { ...GRACE, email, confirmEmail: email },
        lines: [{ currency: 'EUR', amount: '450', side: 'gbp', shownRate: '1.1334' }],
        collectionDate: '2026-12-01',
        termsAccepted: true,
        payment: 'card',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      details: [
        {
          field: 'payment',
          message: 'Card payments are not available: choose Reserve and pay in store',
        },
      ],
    });
  });
});
