import { Controller, Inject } from '@nestjs/common';
import type { Logger } from 'pino';
import type { EventEnvelope } from '@fx/contracts';
import { AmqpConnection, EventHandler, LOGGER, scrubDeadLetters } from '@fx/service-kit';
import type { EventQueue } from '@fx/service-kit';
import { PaymentsRepository } from '../payments.repository';
import { ProviderEventsRepository } from '../provider-events.repository';

const ERASURES_QUEUE: EventQueue = {
  queue: 'payments.erasures',
  maxAttempts: 10,
  retryDelayMs: 30_000,
};

/** The payments service's event queues whose dead letters may name an erased order. */
export const PAYMENTS_EVENT_QUEUES = ['payments.orders', 'payments.compliance'] as const;

/**
 * An order's personal data erased (retention or the customer's request): its payment loses the
 * e-mail and postcodes (amounts and ids stay, for the books), the provider's raw events about it
 * lose their payloads, and dead letters about the order are dropped from the service's dead-letter queues.
 */
@Controller()
export class OrderDataErasedConsumer {
  constructor(
    private readonly payments: PaymentsRepository,
    private readonly providerEvents: ProviderEventsRepository,
    private readonly connection: AmqpConnection,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @EventHandler('order.personal_data_erased', ERASURES_QUEUE)
  async onErased(event: EventEnvelope<'order.personal_data_erased'>): Promise<void> {
    const { orderId } = event.payload;
    await this.payments.eraseCustomerData(orderId);
    await this.providerEvents.eraseOrder(orderId);
    await scrubDeadLetters(this.connection, PAYMENTS_EVENT_QUEUES, new Set([orderId]), this.logger);
  }
}
