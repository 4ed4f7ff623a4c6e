import { Inject } from '@nestjs/common';
import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { RpcResponse } from '@fx/contracts';
import { query } from '@fx/service-kit';
import type { OrderRecord } from '../order-record';
import { toOrderSnapshot } from '../order-view';
import { OrderReader } from '../orders-read.repository';
import { KEPT_UNTIL, RETENTION } from '../retention/retention';
import type { RetentionSettings } from '../retention/retention';
import { CustomerRetentionQuery, ExportCustomerDataQuery } from './customer-data.queries';

/** Every order of a customer, for their data: years of a regular customer's orders. */
const EXPORT_LIMIT = 1000;

/**
 * What the customer gave with an order: who, what, where and when, the delivery address, the
 * date of birth and the due diligence answers. Never its compliance standing, holds or the ID
 * record (exempt, and telling would tip off).
 */
function exported(order: OrderRecord): Record<string, unknown> {
  return {
    orderNumber: order.orderNumber,
    placedAt: order.placedAt.toISOString(),
    status: order.status === 'archived' ? 'completed' : order.status,
    way: order.way,
    customer: toOrderSnapshot(order).customer,
    branch: order.branch.name,
    collectionDate: order.collectionDate,
    lines: order.lines.map(({ currency, rate, gbp, foreign }) => ({
      currency,
      rate,
      gbp,
      foreign,
    })),
    totalGbp: order.totalGbp,
    payment: { method: order.payment.method, card: order.payment.card },
    delivery: order.delivery ? { address: order.delivery.address, day: order.delivery.day } : null,
    dateOfBirth: order.dateOfBirth,
    dueDiligenceAnswers: order.dueDiligence?.answers ?? null,
    completedAt: order.completedAt?.toISOString() ?? null,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
  };
}

@QueryHandler(ExportCustomerDataQuery)
export class ExportCustomerDataHandler implements IQueryHandler<ExportCustomerDataQuery> {
  constructor(private readonly orders: OrderReader) {}

  async execute({
    email,
  }: ExportCustomerDataQuery): Promise<RpcResponse<'orders.customer.export'>> {
    const orders = await this.orders.findByEmail(email.trim(), EXPORT_LIMIT);
    return { orders: orders.filter((order) => !order.erasedAt).map(exported) };
  }
}

/**
 * The customer's orders whose records the law keeps (nothing is changed): each with the day its
 * personal data goes (RETENTION_YEARS from completion, INCOMPLETE_RETENTION_YEARS from the last
 * change of one never completed); null while it is still open (pending or accepted).
 */
@QueryHandler(CustomerRetentionQuery)
export class CustomerRetentionHandler implements IQueryHandler<CustomerRetentionQuery> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(RETENTION) private readonly settings: RetentionSettings,
  ) {}

  async execute({
    email,
  }: CustomerRetentionQuery): Promise<RpcResponse<'orders.customer.retention'>> {
    const kept = await query<{ orderNumber: string; keptUntil: string | null }[]>(
      this.dataSource,
      `SELECT o.order_number AS "orderNumber",
              CASE WHEN o.status IN ('pending', 'accepted') THEN NULL
                   ELSE to_char((${KEPT_UNTIL}) AT TIME ZONE 'Europe/London', 'YYYY-MM-DD') END
                AS "keptUntil"
         FROM orders.orders o
        WHERE lower(o.email) = lower(:email) AND o.erased_at IS NULL
        ORDER BY o.placed_at DESC`,
      {
        email: email.trim(),
        years: this.settings.years,
        incompleteYears: this.settings.incompleteYears,
      },
    );
    return { kept };
  }
}
