import type { RpcReply } from '@fx/contracts';

/** The headers of an AMQP message, as sent or as received. */
export type MessageHeaders = Record<string, unknown>;

/** How one delivery of an event to a consumer queue ended. */
export type EventOutcome =
  /** The handler ran to the end; the message was acked. */
  | 'handled'
  /** The handler refused it (a domain error): acked and logged, never retried. */
  | 'not_acted_on'
  /** An infrastructure error: sent to the retry queue. */
  | 'retried'
  /** Failed on its last attempt, or not a valid event: parked in the dead-letter queue. */
  | 'dead_lettered'
  /** A queue of this process alone (no retries): the handler failed and the event was dropped. */
  | 'dropped';

/**
 * What metrics and traces see of the message bus. Each method wraps one step and must call the
 * step once, returning (or throwing) what it returned (or threw); it may add headers before a
 * message goes out and read them when one comes in. The bus calls these, so no service code does.
 */
export interface MessagingInstrumentation {
  /** A request sent to `name`'s service, until its reply arrives (or it fails or times out). */
  request<T>(name: string, headers: MessageHeaders, send: () => Promise<T>): Promise<T>;
  /** A request answered; `reply.ok` false is a failed request (its `error.code` says why). */
  answer(
    name: string,
    headers: MessageHeaders | undefined,
    handle: () => Promise<RpcReply>,
  ): Promise<RpcReply>;
  /** An event published, until the broker confirms it. */
  publish(type: string, headers: MessageHeaders, write: () => Promise<void>): Promise<void>;
  /** One delivery of an event from a consumer queue, until it is acked, retried or parked. */
  consume(
    queue: string,
    type: string,
    headers: MessageHeaders | undefined,
    handle: () => Promise<EventOutcome>,
  ): Promise<EventOutcome>;
}

/** Nest token of the instrumentation the message bus uses (none when nothing provides one). */
export const MESSAGING_INSTRUMENTATION = Symbol('MESSAGING_INSTRUMENTATION');

/** Sees nothing: every step just runs. */
export const NO_INSTRUMENTATION: MessagingInstrumentation = {
  request: (_name, _headers, send) => send(),
  answer: (_name, _headers, handle) => handle(),
  publish: (_type, _headers, write) => write(),
  consume: (_queue, _type, _headers, handle) => handle(),
};

/** Several instrumentations as one: the first wraps the second, and so on. */
export function combineInstrumentation(
  ...all: readonly MessagingInstrumentation[]
): MessagingInstrumentation {
  return all.reduceRight<MessagingInstrumentation>(
    (inner, outer) => ({
      request: (name, headers, send) =>
        outer.request(name, headers, () => inner.request(name, headers, send)),
      answer: (name, headers, handle) =>
        outer.answer(name, headers, () => inner.answer(name, headers, handle)),
      publish: (type, headers, write) =>
        outer.publish(type, headers, () => inner.publish(type, headers, write)),
      consume: (queue, type, headers, handle) =>
        outer.consume(queue, type, headers, () => inner.consume(queue, type, headers, handle)),
    }),
    NO_INSTRUMENTATION,
  );
}
