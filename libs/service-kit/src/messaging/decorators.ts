import { SetMetadata } from '@nestjs/common';
import type { EventType, RpcName } from '@fx/contracts';

export const RPC_HANDLER_METADATA = 'fx:rpc-handler';
export const EVENT_HANDLER_METADATA = 'fx:event-handler';

/** Marks a provider method as the answer to one request name. */
export const RpcHandler = (name: RpcName): MethodDecorator =>
  SetMetadata(RPC_HANDLER_METADATA, name);

export interface EventHandlerOptions {
  /** The consumer's own durable queue, e.g. "notifications.orders". */
  queue: string;
  events: readonly EventType[];
  prefetch?: number;
  maxAttempts?: number;
  retryDelayMs?: number;
}

/** Marks a provider method as the consumer of some events, on its own queue. */
export const EventHandler = (options: EventHandlerOptions): MethodDecorator =>
  SetMetadata(EVENT_HANDLER_METADATA, options);
