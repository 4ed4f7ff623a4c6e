import type { Logger } from 'pino';
import type { AmqpConnection } from './amqp-connection';
import { deadLetterQueueOf } from './event-subscriber';

/** What a scrub did to one dead-letter queue. */
export interface DeadLetterScrub {
  queue: string;
  dropped: number;
  kept: number;
}

/** The order an event is about: `payload.orderId`, or `payload.order.orderId` (a snapshot). */
export function orderIdOfEvent(content: Buffer): string | undefined {
  try {
    const envelope = JSON.parse(content.toString('utf8')) as {
      payload?: { orderId?: unknown; order?: { orderId?: unknown } };
    };
    const id = envelope.payload?.orderId ?? envelope.payload?.order?.orderId;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Erasure of dead letters: reads every message now in the dead-letter queues of these consumer
 * queues (names without the namespace, e.g. `payments.orders`) and drops (acks, with a log line)
 * those whose event is about one of `orderIds`; the rest go back to the end of their dead-letter
 * queue unchanged (headers and all, so `dlq:replay` treats them as before). Only the messages
 * there when it starts are read, so it ends. A queue that does not exist is skipped.
 *
 * Each service calls it from its own `order.personal_data_erased` consumer for its own queues.
 */
export async function scrubDeadLetters(
  connection: AmqpConnection,
  consumerQueues: readonly string[],
  orderIds: ReadonlySet<string>,
  logger: Logger,
): Promise<DeadLetterScrub[]> {
  const results: DeadLetterScrub[] = [];
  for (const base of consumerQueues) {
    const queue = connection.name(deadLetterQueueOf(base));
    const result = await connection
      .withConfirmChannel(async (channel) => {
        const { messageCount } = await channel.checkQueue(queue);
        const done: DeadLetterScrub = { queue, dropped: 0, kept: 0 };
        for (let read = 0; read < messageCount; read += 1) {
          const message = await channel.get(queue, { noAck: false });
          if (!message) break;
          const orderId = orderIdOfEvent(message.content);
          if (orderId && orderIds.has(orderId)) {
            channel.ack(message);
            done.dropped += 1;
            logger.info({ queue, orderId }, 'dropped a dead letter of an erased order');
            continue;
          }
          channel.sendToQueue(queue, message.content, message.properties);
          await channel.waitForConfirms();
          channel.ack(message);
          done.kept += 1;
        }
        return done;
      })
      .catch((error: unknown) => {
        // The broker closes the channel over a queue it does not have: nothing to scrub there.
        if (/NOT_FOUND/.test(String((error as Error).message))) return null;
        throw error;
      });
    if (result) results.push(result);
  }
  return results;
}
