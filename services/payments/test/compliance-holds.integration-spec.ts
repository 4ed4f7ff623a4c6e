import { randomUUID } from 'node:crypto';
import type { EventPayload, EventType } from '@fx/contracts';
import { AmqpConnection, EventPublisher } from '@fx/service-kit';
import { eventually } from '@fx/service-kit/testing';
import { cancelled, publishOrderEvent } from './support/order-events';
import { startPaymentsStack, type PaymentsStack } from './support/payments-stack';
import { intentOf, payWithCard, standInObject, typesOf } from './support/payments-client';

type Standing = 'order.screened' | 'order.held' | 'order.cleared' | 'order.frozen';

describe('compliance holds and erasure on the payments service, through the Stripe stand-in', () => {
  let stack: PaymentsStack;
  let sequence = 0;

  beforeAll(async () => {
    stack = await startPaymentsStack('payments-compliance');
  });
  afterAll(() => stack?.close());

  const publisher = () => stack.service.app.get(EventPublisher);
  const standing = (type: Standing, orderId: string, seq = (sequence += 1)) => {
    const status = type === 'order.held' ? 'held' : type === 'order.frozen' ? 'frozen' : 'clear';
    const payload: EventPayload<Standing> = {
      orderId,
      orderNumber: '20261126',
      status,
      holds: status === 'clear' ? [] : [{ id: randomUUID(), kind: 'sanctions_match' }],
      sequence: seq,
      at: new Date().toISOString(),
    };
    return publisher().publish(type, payload);
  };
  const statusAtStripe = async (orderId: string) =>
    (
      await standInObject<{ status: string }>(
        stack,
        `payment_intents/${await intentOf(stack, orderId)}`,
      )
    ).status;
  const kept = async (orderId: string) =>
    (
      await stack.sql<{ status: string }[]>(
        'SELECT status FROM payments.order_compliance WHERE order_id = $1',
        [orderId],
      )
    )[0]?.status;

  it('refuses staff a refund or release of a held order, and releases a cancelled one once it is cleared', async () => {
    const { orderId } = await payWithCard(stack);
    await standing('order.held', orderId);
    await eventually(async () => (await kept(orderId)) === 'held');

    await expect(
      stack.service.client.request('payments.release', { orderId, reason: 'staff' }),
    ).rejects.toMatchObject({ code: 'PAYMENT_HELD' });
    await publishOrderEvent(stack, 'order.cancelled', cancelled(orderId, 'customer', '0'));
    await eventually(async () =>
      Boolean(
        (
          await stack.sql<unknown[]>(
            'SELECT 1 FROM payments.payments WHERE order_id = $1 AND order_cancelled_at IS NOT NULL',
            [orderId],
          )
        ).length,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await statusAtStripe(orderId)).toBe('requires_capture');
    expect(typesOf(stack, orderId)).toEqual(['payment.authorised']);

    await standing('order.cleared', orderId);
    await eventually(() => typesOf(stack, orderId).includes('payment.failed'), 15_000);
    expect(await statusAtStripe(orderId)).toBe('canceled');
  });

  it('keeps the highest sequence: a late clear does not undo a freeze', async () => {
    const { orderId } = await payWithCard(stack);
    await standing('order.frozen', orderId, 1000);
    await eventually(async () => (await kept(orderId)) === 'frozen');
    await standing('order.screened', orderId, 999);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await kept(orderId)).toBe('frozen');
    await expect(
      stack.service.client.request('payments.release', { orderId, reason: 'staff' }),
    ).rejects.toMatchObject({ code: 'PAYMENT_HELD' });
  });

  it("erases the payment's e-mail and postcodes, keeps its amounts, and drops the order's dead letters only", async () => {
    const { orderId } = await payWithCard(stack);
    const other = randomUUID();
    const broker = stack.service.app.get(AmqpConnection);
    const dlq = `${broker.namespace}payments.orders.dlq`;
    const letter = (id: string, type: EventType = 'order.accepted') =>
      Buffer.from(JSON.stringify({ id: randomUUID(), type, payload: { order: { orderId: id } } }));
    await broker.withConfirmChannel(async (channel) => {
      channel.sendToQueue(dlq, letter(orderId));
      channel.sendToQueue(dlq, letter(other));
      await channel.waitForConfirms();
    });

    const webhooks = (text: string) =>
      stack.sql<{ type: string }[]>(
        `SELECT e.type FROM payments.provider_events e
           LEFT JOIN payments.payments p ON p.id = e.payment_id
          WHERE (p.order_id = $1 OR strpos(e.payload::text, $1::text) > 0)
            AND strpos(e.payload::text, $2) > 0`,
        [orderId, text],
      );
    // The checkout's own event, the one with the e-mail, may come after payment.authorised.
    await eventually(async () => (await webhooks('grace@example.com')).length > 0);

    await publisher().publish('order.personal_data_erased', {
      orderId,
      orderNumber: '20261126',
      emailSha256: 'a'.repeat(64),
      lastOfCustomer: true,
      reason: 'retention',
      erasedAt: new Date().toISOString(),
    });
    await eventually(async () => {
      const [row] = await stack.sql<{ customer_email: string }[]>(
        'SELECT customer_email FROM payments.payments WHERE order_id = $1',
        [orderId],
      );
      return row?.customer_email === '';
    });
    // The provider's raw events about the order keep only their id and type.
    await eventually(async () => (await webhooks('grace@example.com')).length === 0);
    const [redacted] = await stack.sql<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM payments.provider_events e
         JOIN payments.payments p ON p.id = e.payment_id
        WHERE p.order_id = $1 AND e.payload - 'id' - 'type' = '{"erased": true}'::jsonb`,
      [orderId],
    );
    expect(redacted?.count).toBeGreaterThan(0);
    expect(await stack.service.client.request('payments.ofOrder', { orderId })).toMatchObject({
      payment: { status: 'authorised', amountPence: 41_275 },
    });
    const left = await eventually(async () => {
      const ids = await broker.withConfirmChannel(async (channel) => {
        const seen: string[] = [];
        const { messageCount } = await channel.checkQueue(dlq);
        for (let i = 0; i < messageCount; i += 1) {
          const message = await channel.get(dlq, { noAck: false });
          if (!message) break;
          seen.push(JSON.parse(message.content.toString()).payload.order.orderId as string);
        }
        return seen; // closing the channel puts them back
      });
      return ids.length === 1 && ids;
    });
    expect(left).toEqual([other]);
  });
});
