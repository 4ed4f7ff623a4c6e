import { memoryLifecycle, staff } from '../../testing/memory-orders';
import { DeleteOrderCommand } from './delete-order.command';
import { DeleteOrderHandler } from './delete-order.handler';

function setUp() {
  const { memory, mover, details } = memoryLifecycle();
  return { memory, handler: new DeleteOrderHandler(mover, details) };
}

describe('deleting an order from the dashboard', () => {
  it('cancels a pending order the branch deletes, telling the customer the branch cancelled it', async () => {
    const { memory, handler } = setUp();
    const details = await handler.execute(new DeleteOrderCommand(memory.add('pending'), staff));
    expect(details).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
    expect(memory.sent()).toEqual([
      {
        type: 'order.cancelled',
        payload: expect.objectContaining({
          cancelledBy: staff,
          reason: 'Cancelled by the branch',
        }) as unknown,
      },
    ]);
  });

  it('archives a completed order the branch deletes, keeping it and telling no one', async () => {
    const { memory, handler } = setUp();
    const id = memory.add('completed');
    const details = await handler.execute(new DeleteOrderCommand(id, staff));
    expect(details).toMatchObject({ status: 'archived', archivedAt: expect.any(String) });
    expect(memory.orders.get(id)).toBeDefined();
    expect(memory.sent()).toEqual([]);
  });
});
