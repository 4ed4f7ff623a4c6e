import { randomUUID } from 'node:crypto';
import { TEST_RULES } from '../../testing/fixtures';
import { ACCEPTED_AT, memoryLifecycle, refusal, staff } from '../../testing/memory-orders';
import { AcceptOrderCommand } from './accept-order.command';
import { AcceptOrderHandler } from './accept-order.handler';

const HOUR_MS = 3_600_000;

function setUp() {
  const { memory, mover, details } = memoryLifecycle();
  return { memory, handler: new AcceptOrderHandler(mover, details, TEST_RULES) };
}

describe('accepting an order', () => {
  it('accepts a pending order, records who and when, and guarantees its rates for 24 hours', async () => {
    const { memory, handler } = setUp();
    const id = memory.add('pending');
    const details = await handler.execute(new AcceptOrderCommand(id, staff));
    expect(details.status).toBe('accepted');
    expect(details.acceptedAt).toBe(ACCEPTED_AT);
    const acceptedAt = new Date(details.acceptedAt!).getTime();
    expect(new Date(details.rateGuaranteedUntil!).getTime()).toBe(acceptedAt + 24 * HOUR_MS);
    expect(details.history).toEqual([
      { from: 'pending', to: 'accepted', at: details.acceptedAt, by: staff },
    ]);
    expect(memory.sent()).toEqual([
      {
        type: 'order.accepted',
        payload: expect.objectContaining({
          acceptedBy: staff,
          rateGuaranteedUntil: details.rateGuaranteedUntil,
        }) as unknown,
      },
    ]);
  });

  it('reads the order once: the move answers with the order as it wrote it', async () => {
    const { memory, handler } = setUp();
    const id = memory.add('pending');
    const details = await handler.execute(new AcceptOrderCommand(id, staff));
    expect(memory.reads).toBe(1);
    expect(details).toMatchObject({ id, status: 'accepted', orderNumber: '12345678' });
  });

  it('answers an order that does not exist as NOT_FOUND', async () => {
    const { handler } = setUp();
    const error = await refusal(handler.execute(new AcceptOrderCommand(randomUUID(), staff)));
    expect(error).toMatchObject({ code: 'ORDER_NOT_FOUND' });
  });
});
