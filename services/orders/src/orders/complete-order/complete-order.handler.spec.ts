import { memoryLifecycle, refusal, staff } from '../../testing/memory-orders';
import { CompleteOrderCommand } from './complete-order.command';
import { CompleteOrderHandler } from './complete-order.handler';

function setUp() {
  const { memory, mover, details } = memoryLifecycle();
  return { memory, handler: new CompleteOrderHandler(mover, details) };
}

describe('completing an order', () => {
  it('completes an accepted order and tells the customer it is completed', async () => {
    const { memory, handler } = setUp();
    const id = memory.add('accepted');
    const details = await handler.execute(
      new CompleteOrderCommand(id, staff, '6f1c2f1e-8a0b-4c55-9a57-2c3a4c1e9b10'),
    );
    expect(details).toMatchObject({ status: 'completed', completedAt: expect.any(String) });
    expect(memory.sent().map((event) => event.type)).toEqual(['order.completed']);
  });

  it('refuses to complete a pending order, writing nothing', async () => {
    const { memory, handler } = setUp();
    const id = memory.add('pending');
    const error = await refusal(
      handler.execute(new CompleteOrderCommand(id, staff, '6f1c2f1e-8a0b-4c55-9a57-2c3a4c1e9b10')),
    );
    expect(error).toMatchObject({
      code: 'ORDER_NOT_ACCEPTED',
      message: 'Order 12345678 is pending and cannot be completed',
    });
    expect(await memory.history(id)).toEqual([]);
    expect(memory.sent()).toEqual([]);
  });
});
