import { Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import { RateTable } from '@fx/rate-table';
import { BranchesSync, COLLECTION_POINTS } from '../branches/branches-sync';
import type { CollectionPoints } from '../branches/branches-sync';
import { BranchesRepository } from '../branches/branches.repository';
import { ListBranchesHandler } from '../branches/list-branches/list-branches.handler';
import { SetBranchScheduleHandler } from '../branches/set-branch-schedule/set-branch-schedule.handler';
import { SetBranchStockHandler } from '../branches/set-branch-stock/set-branch-stock.handler';
import { ORDER_RULES } from '../pricing/order-rules';
import type { OrderRules } from '../pricing/order-rules';
import { Pricer } from '../pricing/pricer';
import { AbandonOrderHandler } from './abandon-order/abandon-order.handler';
import { AcceptOrderHandler } from './accept-order/accept-order.handler';
import { ReleaseUnaccepted } from './release-unaccepted/release-unaccepted';
import { DueDiligence } from './due-diligence/due-diligence';
import { EurRates } from './due-diligence/eur-rate';
import { RETENTION, Retention } from './retention/retention';
import type { RetentionSettings } from './retention/retention';
import { ComplianceEventsConsumer } from './compliance/compliance-events.consumer';
import {
  CustomerRetentionHandler,
  ExportCustomerDataHandler,
} from './customer-data/customer-data.handlers';
import { BuyBackReminders } from './buy-back-reminders/buy-back-reminders';
import { CancelMyOrderHandler } from './cancel-my-order/cancel-my-order.handler';
import { CompleteOrderHandler } from './complete-order/complete-order.handler';
import { DeleteOrderHandler } from './delete-order/delete-order.handler';
import { DispatchOrderHandler } from './dispatch-order/dispatch-order.handler';
import { ListDispatchesHandler } from './list-dispatches/list-dispatches.handler';
import { GetOrderHandler } from './get-order/get-order.handler';
import { GetOrderSettingsHandler } from './get-order-settings/get-order-settings.handler';
import { GetOrderStatsHandler } from './get-order-stats/get-order-stats.handler';
import { ListCollectionsHandler } from './list-collections/list-collections.handler';
import { ListMyOrdersHandler } from './list-my-orders/list-my-orders.handler';
import { ListOrdersHandler } from './list-orders/list-orders.handler';
import { ORDER_NUMBERS, randomOrderNumbers } from './order-number';
import type { OrderNumbers } from './order-number';
import { OrderDetailsReader } from './order-details-reader';
import { OrderMover } from './order-mover';
import { OrdersConsumer } from './orders.consumer';
import { OrdersMetrics } from './orders.metrics';
import { OrderReader } from './orders-read.repository';
import { OrderReports } from './orders-reports.repository';
import { OrderWriter } from './orders-write.repository';
import { BUSINESS_TIME_ZONE } from './orders.tokens';
import { PayOrderHandler } from './payment-events/pay-order.handler';
import { PaymentEventsConsumer } from './payment-events/payment-events.consumer';
import { RecordPaymentHandler } from './payment-events/record-payment.handler';
import { PlaceOrderHandler } from './place-order/place-order.handler';
import { SellBackPricer } from './place-order/sell-back';
import { QuoteOrderHandler } from './quote-order/quote-order.handler';
import { TrackOrderHandler } from './track-order/track-order.handler';

export interface OrdersModuleOptions {
  rules: OrderRules;
  timeZone: string;
  /** The bureau's collection points (SITE_OFFICES); null keeps the branches in the database. */
  collectionPoints?: CollectionPoints;
  /** Tests hand in their own to make numbers collide. */
  orderNumbers?: OrderNumbers;
  /** RETENTION_YEARS and INCOMPLETE_RETENTION_YEARS. */
  retention: RetentionSettings;
}

/** The use cases that change something: one command each, with its handler. */
const COMMAND_HANDLERS = [
  PlaceOrderHandler,
  AbandonOrderHandler,
  PayOrderHandler,
  RecordPaymentHandler,
  AcceptOrderHandler,
  CompleteOrderHandler,
  DeleteOrderHandler,
  DispatchOrderHandler,
  CancelMyOrderHandler,
  SetBranchScheduleHandler,
  SetBranchStockHandler,
];

/** The use cases that read: one query each, with its handler. */
const QUERY_HANDLERS = [
  GetOrderSettingsHandler,
  QuoteOrderHandler,
  TrackOrderHandler,
  ListBranchesHandler,
  ListCollectionsHandler,
  ListDispatchesHandler,
  ListOrdersHandler,
  GetOrderHandler,
  ListMyOrdersHandler,
  GetOrderStatsHandler,
  ExportCustomerDataHandler,
  CustomerRetentionHandler,
];

/**
 * The orders domain: each use case a command or query handler (CqrsModule.forRoot() is the app's,
 * global), the shared pieces they run on, and the RabbitMQ adapter that dispatches to them.
 */
@Module({})
export class OrdersModule {
  static register(options: OrdersModuleOptions): DynamicModule {
    return {
      module: OrdersModule,
      controllers: [OrdersConsumer, PaymentEventsConsumer, ComplianceEventsConsumer],
      providers: [
        { provide: ORDER_RULES, useValue: options.rules },
        { provide: ORDER_NUMBERS, useValue: options.orderNumbers ?? randomOrderNumbers },
        { provide: BUSINESS_TIME_ZONE, useValue: options.timeZone },
        { provide: RETENTION, useValue: options.retention },
        RateTable,
        Pricer,
        BranchesRepository,
        { provide: COLLECTION_POINTS, useValue: options.collectionPoints ?? null },
        BranchesSync,
        OrderWriter,
        OrderReader,
        OrderReports,
        OrdersMetrics,
        OrderMover,
        OrderDetailsReader,
        SellBackPricer,
        BuyBackReminders,
        ReleaseUnaccepted,
        Retention,
        EurRates,
        DueDiligence,
        ...COMMAND_HANDLERS,
        ...QUERY_HANDLERS,
      ],
    };
  }
}
