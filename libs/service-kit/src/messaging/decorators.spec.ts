import 'reflect-metadata';
import type { EventEnvelope, RpcRequest, RpcResponse } from '@fx/contracts';
import {
  EVENT_HANDLER_METADATA,
  EventHandler,
  RPC_HANDLER_METADATA,
  RpcHandler,
} from './decorators';
import type { EventContext } from './event-subscriber';

// The type checks are the point: `npm run typecheck` compiles this file, and each expected error
// below fails the build if the decorator ever accepts that method.
const QUEUE = { queue: 'test.orders' };

class Handlers {
  @RpcHandler('identity.users.get')
  get(request: RpcRequest<'identity.users.get'>): Promise<RpcResponse<'identity.users.get'>> {
    return Promise.resolve({ user: request.firebaseUid ? null : null });
  }

  @RpcHandler('orders.branches.list')
  branches(): RpcResponse<'orders.branches.list'> {
    return { branches: [] };
  }

  // @ts-expect-error another message's request
  @RpcHandler('identity.users.get')
  wrongRequest(request: RpcRequest<'identity.users.list'>): RpcResponse<'identity.users.get'> {
    return { user: request.page ? null : null };
  }

  // @ts-expect-error another message's response
  @RpcHandler('identity.users.get')
  wrongResponse(request: RpcRequest<'identity.users.get'>): RpcResponse<'orders.branches.list'> {
    return { branches: request.firebaseUid ? [] : [] };
  }

  // @ts-expect-error a wider parameter than the request is refused too: exactly the message type
  @RpcHandler('identity.users.get')
  wider(request: object): RpcResponse<'identity.users.get'> {
    return { user: request ? null : null };
  }

  @EventHandler('order.placed', QUEUE)
  async placed(event: EventEnvelope<'order.placed'>, context: EventContext): Promise<void> {
    await Promise.resolve([event.payload.order.orderNumber, context.attempt]);
  }

  // @ts-expect-error another event's envelope
  @EventHandler('order.accepted', QUEUE)
  async accepted(event: EventEnvelope<'order.placed'>): Promise<void> {
    await Promise.resolve(event.payload.order.orderNumber);
  }

  // @ts-expect-error the union of every event: one method per event
  @EventHandler('order.completed', QUEUE)
  async anything(event: EventEnvelope): Promise<void> {
    await Promise.resolve(event.type);
  }
}

describe('message handler decorators', () => {
  const proto = Handlers.prototype;

  it('record the request name a method answers', () => {
    expect(Reflect.getMetadata(RPC_HANDLER_METADATA, proto.get)).toBe('identity.users.get');
    expect(Reflect.getMetadata(RPC_HANDLER_METADATA, proto.branches)).toBe('orders.branches.list');
  });

  it('record the one event a method consumes, and its queue', () => {
    expect(Reflect.getMetadata(EVENT_HANDLER_METADATA, proto.placed)).toEqual({
      queue: 'test.orders',
      event: 'order.placed',
    });
  });
});
