import { z } from 'zod';

/** The RabbitMQ queue types the services can declare their durable queues as. */
export const QUEUE_TYPES = ['classic', 'quorum'] as const;
export type QueueType = (typeof QUEUE_TYPES)[number];

/**
 * How every service declares its durable queues (requests, event consumers, their retry and
 * dead-letter queues). `classic` (the default) suits one RabbitMQ node and is what existing
 * installations have; `quorum` replicates each queue over a RabbitMQ cluster (the Swarm stack).
 * A queue cannot change type in place: docs/operations.md, "Moving to quorum queues".
 */
export const queueTypeEnvShape = {
  RABBITMQ_QUEUE_TYPE: z.enum(QUEUE_TYPES).default('classic'),
};
