import { outboxMigration } from '@fx/service-kit';

/**
 * rates.outbox (issue 31): rate.refreshed, currency.changed and the alert events are written with
 * the change they announce, and the relay publishes them.
 */
export const CreateOutbox1795496400000 = outboxMigration('rates', 1795496400000);
