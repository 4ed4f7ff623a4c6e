import { Inject } from '@nestjs/common';
import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import type { PaymentSettings } from '@fx/contracts';
import { PAYMENTS_SETTINGS } from '../payments.tokens';
import type { PaymentsSettings } from '../payments.tokens';
import { PaymentSettingsQuery } from './payment-settings.query';

/** The settings the order form and site need (answered with PAYMENTS_PROVIDER off too). */
@QueryHandler(PaymentSettingsQuery)
export class PaymentSettingsHandler implements IQueryHandler<PaymentSettingsQuery> {
  constructor(@Inject(PAYMENTS_SETTINGS) private readonly settings: PaymentsSettings) {}

  execute(): Promise<PaymentSettings> {
    return Promise.resolve({
      cards: this.settings.cards,
      creditCards: this.settings.cards && !this.settings.debitOnly,
      checkoutExpiryMinutes: this.settings.expiresInMinutes,
    });
  }
}
