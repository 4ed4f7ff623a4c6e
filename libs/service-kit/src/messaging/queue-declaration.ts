import type { ChannelWrapper } from 'amqp-connection-manager';
import type { Channel } from 'amqplib';
import type { QueueType } from '../config/queue-type-env';

/** Where the operator finds how to move a stack's queues from one type to the other. */
export const QUEUE_TYPE_RUNBOOK = 'docs/operations.md, "Moving to quorum queues"';

/**
 * The arguments that make a durable queue of `type`. Classic queues carry none, as they always
 * have, so an existing installation declares exactly what it declared before.
 *
 * What the services declare, checked against RabbitMQ 3.10's quorum queues:
 * - `x-dead-letter-exchange` / `x-dead-letter-routing-key` (consumer and retry queues): supported,
 *   at-most-once as for classic queues (at-least-once would need `x-overflow: reject-publish`);
 * - `x-message-ttl` (retry queues) and a message's own `expiration` (requests): supported from
 *   3.10, the oldest RabbitMQ the stack runs on (Debian bookworm's 3.10.8);
 * - `x-expires` (AMQP_EPHEMERAL, tests and previews): supported;
 * - none of what quorum queues refuse: no `x-max-priority`, no `x-overflow: reject-publish-dlx`,
 *   no global prefetch (each consumer's own `prefetch` only);
 * - exclusive, auto-delete queues (a process's own cache invalidation or event stream) cannot be
 *   quorum queues: they are declared without these arguments and stay classic;
 * - a requeued message (a republish that was not confirmed) counts a delivery on a quorum queue;
 *   3.10 sets no delivery limit by default, so it is redelivered as on a classic queue.
 */
export function queueTypeArguments(type: QueueType): Record<string, unknown> {
  return type === 'quorum' ? { 'x-queue-type': 'quorum' } : {};
}

/**
 * The broker already has the queue as another type than the one configured: the service cannot
 * use it, and retrying will not help until an operator moves the queues.
 */
export class QueueTypeMismatchError extends Error {
  constructor(
    readonly queue: string,
    readonly existing: QueueType,
    readonly wanted: QueueType,
  ) {
    super(
      `RabbitMQ already has the queue "${queue}" as a ${existing} queue, and ` +
        `RABBITMQ_QUEUE_TYPE=${wanted} declares it as a ${wanted} queue (PRECONDITION_FAILED): ` +
        `a queue cannot change type in place. Move the stack's queues as ${QUEUE_TYPE_RUNBOOK} ` +
        `says (stop the consumers, let the queues empty, delete them, start again), or set ` +
        `RABBITMQ_QUEUE_TYPE=${existing}.`,
    );
    this.name = 'QueueTypeMismatchError';
  }
}

const TYPE_MISMATCH =
  /PRECONDITION_FAILED - inequivalent arg 'x-queue-type' for queue '[^']*'.*current is (?:the value )?'?(\w+)'?/;

/**
 * Declares a durable queue with `args`; a queue the broker already has as another type rejects
 * with QueueTypeMismatchError (the broker's own message names only the argument).
 */
export async function declareDurableQueue(
  channel: Channel,
  queue: string,
  args: Record<string, unknown>,
): Promise<void> {
  try {
    await channel.assertQueue(queue, { durable: true, arguments: args });
  } catch (error) {
    const current = TYPE_MISMATCH.exec((error as Error).message)?.[1];
    if (current === undefined) throw error;
    const wanted: QueueType = args['x-queue-type'] === 'quorum' ? 'quorum' : 'classic';
    // Declared without x-queue-type, a classic queue reads as "current is none".
    const existing: QueueType = current === 'quorum' ? 'quorum' : 'classic';
    throw new QueueTypeMismatchError(queue, existing, wanted);
  }
}

/**
 * Waits until the channel's setup (its queues and consumers) has run. Rejects when the setup met
 * a queue of the wrong type, which no reconnection cures; anything else (the broker away) is
 * waited out, as the channel reconnects by itself.
 */
export function setUp(channel: ChannelWrapper): Promise<void> {
  return new Promise((resolve, reject) => {
    const refused = (error: Error) => {
      if (!(error instanceof QueueTypeMismatchError)) return;
      channel.removeListener('error', refused);
      reject(error);
    };
    channel.on('error', refused);
    void channel.waitForConnect().then(() => {
      channel.removeListener('error', refused);
      resolve();
    });
  });
}
