import { Query } from '@nestjs/cqrs';
import type { PaymentsOverview } from '@fx/contracts';

/** The Payments screen: the last reconciliation's differences, failed refunds, open disputes. */
export class PaymentsOverviewQuery extends Query<PaymentsOverview> {}
