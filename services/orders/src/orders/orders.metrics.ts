import { Injectable } from '@nestjs/common';
import type { Counter } from 'prom-client';
import { ORDER_METRICS } from '@fx/contracts';
import type { PlaceOrder } from '@fx/contracts';
import { Metrics } from '@fx/service-kit';

const WAYS: readonly PlaceOrder['way'][] = ['collect', 'sell'];

/** What operators count of the orders themselves: orders placed, by way. */
@Injectable()
export class OrdersMetrics {
  private readonly ordersPlaced: Counter<'way'>;

  constructor(metrics: Metrics) {
    this.ordersPlaced = metrics.counter(
      ORDER_METRICS.ordersPlaced,
      'Orders placed (committed with their OrderPlaced event), by way: collect or sell',
      ['way'],
    );
    // Both series exist from the start, so a rate over the first order is not lost.
    for (const way of WAYS) this.ordersPlaced.inc({ way }, 0);
  }

  /** An order and its event have committed (not a refusal, not a replayed Idempotency-Key). */
  placed(way: PlaceOrder['way']): void {
    this.ordersPlaced.inc({ way });
  }
}
