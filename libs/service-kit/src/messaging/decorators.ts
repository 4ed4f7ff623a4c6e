import { applyDecorators } from '@nestjs/common';
import { EventPattern, MessagePattern } from '@nestjs/microservices';
import type { EventEnvelope, EventType, RpcName, RpcRequest, RpcResponse } from '@fx/contracts';
import type { AmqpContext } from './amqp-context';

/** A consumer's own durable queue and how it is consumed; shared by the handlers on it. */
export interface EventQueue {
  /** e.g. "notifications.orders". */
  queue: string;
  prefetch?: number;
  /** Deliveries before a failing message is parked in the dead-letter queue. */
  maxAttempts?: number;
  retryDelayMs?: number;
  /**
   * Events the queue was bound to by an earlier version and no longer handles: unbound when the
   * consumer starts, so a broker that outlived the upgrade stops routing them here.
   */
  retired?: readonly EventType[];
  /**
   * Background work (an e-mail, a screening, a standing kept): each delivery waits while customers
   * wait on a gateway (see rush.ts), and is handled once they are answered.
   */
  background?: boolean;
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * M itself when its parameters are exactly `In` (then `Extra`, if given) and it returns `Out` (or a
 * promise of it); otherwise a type naming the mistake, which the method cannot be assigned to.
 */
type Checked<M, In, Out, Extra = never> = M extends (...args: infer A) => infer R
  ? (
      A extends []
        ? true
        : A extends [infer P]
          ? Same<P, In>
          : A extends [infer P, infer Q]
            ? [Same<P, In>, Same<Q, Extra>] extends [true, true]
              ? true
              : false
            : false
    ) extends true
    ? [Awaited<R>] extends [Out]
      ? M
      : { error: 'the handler must return the message response type' }
    : { error: 'the handler parameter must be exactly the message type' }
  : never;

/**
 * Nest's `@MessagePattern(name)` on a controller method, typed: the method takes that request's
 * type (or nothing) and returns its response; anything else is a compile error. The transport
 * (AmqpServer) answers it from the service's request queue.
 */
export function RpcHandler<K extends RpcName>(name: K) {
  const decorate = applyDecorators(MessagePattern(name));
  return <M>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<M & Checked<M, RpcRequest<K>, RpcResponse<K>>>,
  ): void => {
    decorate(target, key, descriptor);
  };
}

/**
 * Nest's `@EventPattern(event)` on a controller method, typed: the method takes the envelope of
 * that event (and, if it wants, the delivery's AmqpContext); anything else is a compile error. The
 * queue travels in the pattern's extras: every handler naming the same queue shares it, bound to
 * each handled event.
 */
export function EventHandler<K extends EventType>(event: K, queue: EventQueue) {
  const decorate = applyDecorators(EventPattern(event, { ...queue }));
  return <M>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<M & Checked<M, EventEnvelope<K>, void, AmqpContext>>,
  ): void => {
    decorate(target, key, descriptor);
  };
}
