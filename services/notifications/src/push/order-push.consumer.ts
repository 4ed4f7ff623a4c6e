import { Controller } from '@nestjs/common';
import type { EventEnvelope } from '@fx/contracts';
import { EventHandler } from '@fx/service-kit';
import type { EventQueue } from '@fx/service-kit';
import { PUSH_RETRIES, PushNotifier } from './push-notifier';
import { orderPush } from './push-payloads';

/**
 * Its own queue: a push retried never touches the order's e-mails. Retried for longer than a
 * claim's lease, so a push whose sender died is not lost.
 */
const ORDER_PUSH_QUEUE: EventQueue = { queue: 'notifications.order-push', ...PUSH_RETRIES };

/** Order updates pushed to the customer's devices that asked for them (push on only). */
@Controller()
export class OrderPushConsumer {
  constructor(private readonly push: PushNotifier) {}

  @EventHandler('order.accepted', ORDER_PUSH_QUEUE)
  async onAccepted(event: EventEnvelope<'order.accepted'>): Promise<void> {
    const email = event.payload.order.customer.email;
    await this.push.push(event.id, email, 'orders', orderPush(event.type, event.payload));
  }

  @EventHandler('order.dispatched', ORDER_PUSH_QUEUE)
  async onDispatched(event: EventEnvelope<'order.dispatched'>): Promise<void> {
    const email = event.payload.order.customer.email;
    await this.push.push(event.id, email, 'orders', orderPush(event.type, event.payload));
  }
}
