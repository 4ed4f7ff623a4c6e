import { SetMetadata } from '@nestjs/common';
import type { EventEnvelope, EventType, RpcName, RpcRequest, RpcResponse } from '@fx/contracts';
import type { EventContext } from './event-subscriber';

export const RPC_HANDLER_METADATA = 'fx:rpc-handler';
export const EVENT_HANDLER_METADATA = 'fx:event-handler';

/** A consumer's own durable queue and how it is consumed; shared by the handlers on it. */
export interface EventQueue {
  /** e.g. "notifications.orders". */
  queue: string;
  prefetch?: number;
  /** Deliveries before a failing message is parked in the dead-letter queue. */
  maxAttempts?: number;
  retryDelayMs?: number;
}

/** What @EventHandler records: one event on one queue. */
export interface EventHandlerMetadata extends EventQueue {
  event: EventType;
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
 * Marks a provider method as the answer to one request name. The method takes that request's type
 * (or nothing) and returns its response: anything else is a compile error.
 */
export function RpcHandler<K extends RpcName>(name: K) {
  return <M>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<M & Checked<M, RpcRequest<K>, RpcResponse<K>>>,
  ): void => {
    SetMetadata(RPC_HANDLER_METADATA, name)(target, key, descriptor);
  };
}

/**
 * Marks a provider method as the consumer of one event on a queue. The method takes the envelope
 * of that event (and, if it wants, the delivery context): anything else is a compile error. Every
 * handler naming the same queue shares it, bound to each handled event.
 */
export function EventHandler<K extends EventType>(event: K, queue: EventQueue) {
  return <M>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<M & Checked<M, EventEnvelope<K>, void, EventContext>>,
  ): void => {
    const metadata: EventHandlerMetadata = { ...queue, event };
    SetMetadata(EVENT_HANDLER_METADATA, metadata)(target, key, descriptor);
  };
}
