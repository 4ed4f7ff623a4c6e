import 'reflect-metadata';
import {
  PATTERN_EXTRAS_METADATA,
  PATTERN_HANDLER_METADATA,
  PATTERN_METADATA,
} from '@nestjs/microservices/constants';
import { PatternHandler } from '@nestjs/microservices/enums/pattern-handler.enum';
import type { EventEnvelope, RpcRequest, RpcResponse } from '@fx/contracts';
import type { AmqpContext } from './amqp-context';
import { EventHandler, RpcHandler } from './decorators';

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
  async placed(event: EventEnvelope<'order.placed'>, context: AmqpContext): Promise<void> {
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

  const meta = (key: string, method: unknown): unknown =>
    Reflect.getMetadata(key, method as object) as unknown;

  it("are Nest's @MessagePattern of the request name a method answers", () => {
    expect(meta(PATTERN_METADATA, proto.get)).toEqual(['identity.users.get']);
    expect(meta(PATTERN_METADATA, proto.branches)).toEqual(['orders.branches.list']);
    expect(meta(PATTERN_HANDLER_METADATA, proto.get)).toBe(PatternHandler.MESSAGE);
  });

  it("are Nest's @EventPattern of the one event a method consumes, its queue in the extras", () => {
    expect(meta(PATTERN_METADATA, proto.placed)).toEqual(['order.placed']);
    expect(meta(PATTERN_HANDLER_METADATA, proto.placed)).toBe(PatternHandler.EVENT);
    expect(meta(PATTERN_EXTRAS_METADATA, proto.placed)).toEqual({ queue: 'test.orders' });
  });
});
