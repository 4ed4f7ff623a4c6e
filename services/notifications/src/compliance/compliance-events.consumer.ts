import { Controller, Inject } from '@nestjs/common';
import type { Logger } from 'pino';
import type { EventEnvelope } from '@fx/contracts';
import { AmqpConnection, EventHandler, LOGGER, scrubDeadLetters } from '@fx/service-kit';
import type { EventQueue } from '@fx/service-kit';
import { MailQueue } from '../mail/mail-queue';
import { MAIL_OPTIONS } from '../mail/mail.tokens';
import type { MailOptions } from '../mail/mail.tokens';

const COMPLIANCE_QUEUE: EventQueue = { queue: 'notifications.compliance' };
const ERASURES_QUEUE: EventQueue = { queue: 'notifications.erasures' };

/**
 * compliance.alert e-mailed to the nominated officer (COMPLIANCE_ALERT_EMAIL), never to a
 * customer; an order's personal data erased: its e-mail jobs removed and its dead letters dropped.
 */
@Controller()
export class ComplianceEventsConsumer {
  constructor(
    private readonly mail: MailQueue,
    private readonly connection: AmqpConnection,
    @Inject(MAIL_OPTIONS) private readonly options: MailOptions,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @EventHandler('compliance.alert', COMPLIANCE_QUEUE)
  onAlert(event: EventEnvelope<'compliance.alert'>): Promise<void> {
    return this.mail.enqueueFor(event, [
      { template: 'compliance-alert', to: this.options.complianceInbox, data: event.payload },
    ]);
  }

  @EventHandler('order.personal_data_erased', ERASURES_QUEUE)
  async onErased(event: EventEnvelope<'order.personal_data_erased'>): Promise<void> {
    const { orderId } = event.payload;
    const removed = await this.mail.removeJobsOfOrder(orderId);
    this.logger.info({ orderId, removed }, "removed an erased order's e-mail jobs");
    await scrubDeadLetters(
      this.connection,
      ['notifications.orders'],
      new Set([orderId]),
      this.logger,
    );
  }
}
