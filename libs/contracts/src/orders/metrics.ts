/**
 * The orders domain's metrics, with their labels: what the orders service exposes on its internal
 * health port at `/metrics`, for the alert rules and the operator's queries (docs/operations.md).
 */
export const ORDER_METRICS = {
  /** Counter {way}: orders placed, `way` `collect` (Click & Collect) or `sell` (Click & Sell). */
  ordersPlaced: 'fx_orders_placed_total',
} as const;
