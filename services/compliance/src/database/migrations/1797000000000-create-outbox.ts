import { outboxMigration } from '@fx/service-kit';

/** compliance.outbox: every order.screened/held/cleared/frozen and compliance.alert event. */
export const CreateOutbox1797000000000 = outboxMigration('compliance', 1797000000000);
