import type amqplib from 'amqplib';
import type { QueueType } from '../config/queue-type-env';

/** The arguments every queue of an ephemeral (test) connection carries. */
export const EPHEMERAL = { 'x-expires': 60_000 };

/**
 * The type of a queue the broker has, asked without the management plugin: `checkQueue` does not
 * say, so the queue is declared again as classic with its own arguments (`args`). The broker
 * accepts that for a classic queue and refuses it (PRECONDITION_FAILED on x-queue-type) for a
 * quorum one; any other refusal (wrong arguments, no such queue) is thrown.
 */
export async function queueTypeOf(
  connection: amqplib.ChannelModel,
  queue: string,
  args: Record<string, unknown> = EPHEMERAL,
): Promise<QueueType> {
  const channel = await connection.createChannel();
  channel.on('error', () => undefined);
  try {
    await channel.checkQueue(queue);
    await channel.assertQueue(queue, {
      durable: true,
      arguments: { ...args, 'x-queue-type': 'classic' },
    });
    return 'classic';
  } catch (error) {
    if (/inequivalent arg 'x-queue-type'.*current is 'quorum'/.test((error as Error).message))
      return 'quorum';
    throw error;
  } finally {
    await channel.close().catch(() => undefined);
  }
}

/** The arguments of a consumer queue and its retry queue, as EventSubscriber declares them. */
export function consumerQueueArguments(queue: string, retryDelayMs: number) {
  const deadLetterTo = (target: string) => ({
    ...EPHEMERAL,
    'x-dead-letter-exchange': '',
    'x-dead-letter-routing-key': target,
  });
  return {
    [queue]: deadLetterTo(`${queue}.dlq`),
    [`${queue}.retry`]: { ...deadLetterTo(queue), 'x-message-ttl': retryDelayMs },
    [`${queue}.dlq`]: EPHEMERAL,
  };
}

/** Deletes these queues (what a test declared), whatever they hold. */
export async function deleteQueues(
  connection: amqplib.ChannelModel,
  queues: readonly string[],
): Promise<void> {
  const channel = await connection.createChannel();
  for (const queue of queues) await channel.deleteQueue(queue);
  await channel.close();
}
