import { outboxMigration } from '@fx/service-kit';

/** identity.outbox (issue 31): user.promoted is written with the promotion, and the relay publishes it. */
export const CreateOutbox1795496400000 = outboxMigration('identity', 1795496400000);
