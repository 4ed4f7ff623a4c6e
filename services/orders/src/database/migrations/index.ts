import type { MigrationInterface } from 'typeorm';
import { CreateOrders1763856000000 } from './1763856000000-create-orders';
import { CollectionDays1795478400000 } from './1795478400000-collection-days';
import { LinkedTotalFunction1795482000000 } from './1795482000000-linked-total-function';
import { OutboxTraceContext1795485600000 } from './1795485600000-outbox-trace-context';
import { LinkedTotalAt1795489200000 } from './1795489200000-linked-total-at';
import { OutboxWrittenBy1795492800000 } from './1795492800000-outbox-written-by';
import { CardPayments1795496400000 } from './1795496400000-card-payments';
import { Compliance1795500000000 } from './1795500000000-compliance';
import { LinkedTotalCustomPlans1795503600000 } from './1795503600000-linked-total-custom-plans';
import { LinkedTotalGenericPlans1795507200000 } from './1795507200000-linked-total-generic-plans';

/** Every migration of the orders schema, oldest first. */
export const ORDERS_MIGRATIONS: (new () => MigrationInterface)[] = [
  CreateOrders1763856000000,
  CollectionDays1795478400000,
  LinkedTotalFunction1795482000000,
  OutboxTraceContext1795485600000,
  LinkedTotalAt1795489200000,
  OutboxWrittenBy1795492800000,
  CardPayments1795496400000,
  Compliance1795500000000,
  LinkedTotalCustomPlans1795503600000,
  LinkedTotalGenericPlans1795507200000,
];
