import { Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import { RateTable } from '@fx/service-kit';
import { BranchesSync, COLLECTION_POINTS } from '../branches/branches-sync';
import type { CollectionPoints } from '../branches/branches-sync';
import { BranchesRepository } from '../branches/branches.repository';
import { BranchesService } from '../branches/branches.service';
import { ORDER_RULES } from '../pricing/order-rules';
import type { OrderRules } from '../pricing/order-rules';
import { Pricer } from '../pricing/pricer';
import { ORDER_NUMBERS, randomOrderNumbers } from './order-number';
import type { OrderNumbers } from './order-number';
import { OrderLifecycleService } from './order-lifecycle.service';
import { OrderQueriesService } from './order-queries.service';
import { OrdersConsumer } from './orders.consumer';
import { OrdersMetrics } from './orders.metrics';
import { OrderReader } from './orders-read.repository';
import { OrderReports } from './orders-reports.repository';
import { OrderWriter } from './orders-write.repository';
import { BUSINESS_TIME_ZONE } from './orders.tokens';
import { PlaceOrderService } from './place-order.service';

export interface OrdersModuleOptions {
  rules: OrderRules;
  timeZone: string;
  /** The bureau's collection points (SITE_OFFICES); null keeps the branches in the database. */
  collectionPoints?: CollectionPoints;
  /** Tests hand in their own to make numbers collide. */
  orderNumbers?: OrderNumbers;
}

@Module({})
export class OrdersModule {
  static register(options: OrdersModuleOptions): DynamicModule {
    return {
      module: OrdersModule,
      controllers: [OrdersConsumer],
      providers: [
        { provide: ORDER_RULES, useValue: options.rules },
        { provide: ORDER_NUMBERS, useValue: options.orderNumbers ?? randomOrderNumbers },
        { provide: BUSINESS_TIME_ZONE, useValue: options.timeZone },
        RateTable,
        Pricer,
        BranchesRepository,
        BranchesService,
        { provide: COLLECTION_POINTS, useValue: options.collectionPoints ?? null },
        BranchesSync,
        OrderWriter,
        OrderReader,
        OrderReports,
        OrdersMetrics,
        PlaceOrderService,
        OrderLifecycleService,
        OrderQueriesService,
      ],
    };
  }
}
