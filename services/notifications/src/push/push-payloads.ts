import type { EventPayload, PushPayload } from '@fx/contracts';
import { deliveryOf } from '../templates/checkout-facts';

/** The SPA's pages a push opens (frontend/src/config/paths.ts). */
const currencyPage = (code: string) => `/exchangeRates/${encodeURIComponent(code)}`;
const myOrders = '/account/orders';

/** "EUR is at 1.1850": the rate that fired the alert and the target it reached. */
export function alertPush(alert: EventPayload<'alert.triggered'>): PushPayload {
  return {
    title: `${alert.code} is at ${alert.rate}`,
    body: `Your rate alert: 1 GBP now buys ${alert.rate} ${alert.code}, at or above your target of ${alert.targetRate}.`,
    url: currencyPage(alert.code),
    tag: `alert-${alert.alertId}`,
  };
}

/** The order updates a customer may have pushed: accepted (or ready to collect) and dispatched. */
export type OrderUpdate = 'order.accepted' | 'order.dispatched';

export function orderPush(
  type: OrderUpdate,
  payload: EventPayload<'order.accepted'> | EventPayload<'order.dispatched'>,
): PushPayload {
  const { order } = payload;
  const tag = `order-${order.orderNumber}`;
  if (type === 'order.dispatched')
    return {
      title: `Order ${order.orderNumber} is on its way`,
      body: `Your currency has been sent by Royal Mail.`,
      url: myOrders,
      tag,
    };
  const delivery = deliveryOf(order);
  const body = delivery
    ? 'We are preparing your currency for delivery.'
    : order.way === 'collect'
      ? `Collect it at ${order.branch.name}.`
      : `Please bring your currency to ${order.branch.name}.`;
  const title =
    !delivery && order.way === 'collect'
      ? `Order ${order.orderNumber} is ready to collect`
      : `Order ${order.orderNumber} is accepted`;
  return { title, body, url: myOrders, tag };
}
