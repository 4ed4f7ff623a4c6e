import { outboxMigration } from '@fx/service-kit';

/** payments.outbox: every payment.* event is written with the change it announces. */
export const CreateOutbox1796200000001 = outboxMigration('payments', 1796200000001);
