import type { MigrationInterface } from 'typeorm';
import { CreatePayments1796200000000 } from './1796200000000-create-payments';
import { CreateOutbox1796200000001 } from './1796200000001-create-outbox';
import { CancellationsRefundRetriesDisputesReconciliation1796300000000 } from './1796300000000-cancellations-refund-retries-disputes-reconciliation';

import { ComplianceStanding1796400000000 } from './1796400000000-compliance-standing';

/** Every migration of the payments schema, oldest first. */
export const PAYMENTS_MIGRATIONS: (new () => MigrationInterface)[] = [
  CreatePayments1796200000000,
  CreateOutbox1796200000001,
  CancellationsRefundRetriesDisputesReconciliation1796300000000,
  ComplianceStanding1796400000000,
];
