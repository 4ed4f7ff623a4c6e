import { Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import type { PaymentsEnv } from '../config/env';
import { PaymentProvider } from '../provider/payment-provider';
import { PaymentsOffProvider } from '../provider/payments-off-provider';
import { StripePaymentProvider } from '../provider/stripe-payment-provider';
import { CapturePaymentHandler } from './capture-payment/capture-payment.handler';
import { DisputesRepository } from './disputes.repository';
import { ComplianceEventsConsumer } from './compliance/compliance-events.consumer';
import { ComplianceStandingsRepository } from './compliance/compliance-standings.repository';
import { OrderDataErasedConsumer } from './erase-customer-data/order-data-erased.consumer';
import { OrderEventsConsumer } from './order-events.consumer';
import { PaymentSettingsHandler } from './payment-settings/payment-settings.handler';
import { PaymentSync } from './payment-sync';
import { PaymentsOverviewHandler } from './payments-overview/payments-overview.handler';
import { PaymentsSchedule } from './payments-schedule';
import { ReconcilePaymentsHandler } from './reconcile-payments/reconcile-payments.handler';
import { ReconciliationRepository } from './reconcile-payments/reconciliation.repository';
import { SettleOrderHandler } from './settle-order/settle-order.handler';
import { SyncPaymentHandler } from './sync-payment/sync-payment.handler';
import { PaymentChanges } from './payment-changes';
import { PaymentOfOrderHandler } from './payment-of-order/payment-of-order.handler';
import { PaymentsConsumer } from './payments.consumer';
import { PaymentsRepository } from './payments.repository';
import { PAYMENTS_SETTINGS } from './payments.tokens';
import type { PaymentsSettings } from './payments.tokens';
import { ProviderEventsRepository } from './provider-events.repository';
import { RecordProviderEventHandler } from './record-provider-event/record-provider-event.handler';
import { RefundGuard } from './refund-guard';
import { RefundLedger } from './refund-ledger';
import { RefundPaymentHandler } from './refund-payment/refund-payment.handler';
import { RefundsRepository } from './refunds.repository';
import { ReleasePaymentHandler } from './release-payment/release-payment.handler';
import { StartPaymentHandler } from './start-payment/start-payment.handler';

/** The provider PAYMENTS_PROVIDER names (config/env.ts makes sure stripe has its secrets). */
export function providerFor(env: PaymentsEnv): PaymentProvider {
  if (env.PAYMENTS_PROVIDER === 'off') return new PaymentsOffProvider();
  return new StripePaymentProvider({
    secretKey: env.STRIPE_SECRET_KEY ?? '',
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
    ...(env.STRIPE_API_URL ? { apiUrl: env.STRIPE_API_URL } : {}),
  });
}

@Module({})
export class PaymentsModule {
  static register(env: PaymentsEnv, provider: PaymentProvider = providerFor(env)): DynamicModule {
    const settings: PaymentsSettings = {
      cards: env.PAYMENTS_PROVIDER !== 'off',
      expiresInMinutes: env.CHECKOUT_EXPIRY_MINUTES,
      debitOnly: !env.PAYMENTS_ALLOW_CREDIT_CARDS,
      refundRetrySeconds: env.REFUND_RETRY_SECONDS,
      refundRetryMaxAttempts: env.REFUND_RETRY_MAX_ATTEMPTS,
      reconcileEveryMinutes: env.RECONCILE_EVERY_MINUTES,
      reconcileDays: env.RECONCILE_DAYS,
    };
    return {
      module: PaymentsModule,
      controllers: [
        PaymentsConsumer,
        OrderEventsConsumer,
        ComplianceEventsConsumer,
        OrderDataErasedConsumer,
      ],
      providers: [
        { provide: PaymentProvider, useValue: provider },
        { provide: PAYMENTS_SETTINGS, useValue: settings },
        PaymentsRepository,
        ProviderEventsRepository,
        RefundsRepository,
        PaymentChanges,
        RefundLedger,
        RefundGuard,
        ComplianceStandingsRepository,
        StartPaymentHandler,
        RecordProviderEventHandler,
        CapturePaymentHandler,
        ReleasePaymentHandler,
        RefundPaymentHandler,
        PaymentOfOrderHandler,
        DisputesRepository,
        ReconciliationRepository,
        PaymentSync,
        SettleOrderHandler,
        SyncPaymentHandler,
        PaymentSettingsHandler,
        PaymentsOverviewHandler,
        ReconcilePaymentsHandler,
        PaymentsSchedule,
      ],
    };
  }
}
