import { ApiDocsModule } from './api-docs/api-docs.module';
import { AlertsController } from './alerts/alerts.controller';
import { MyAlertsController } from './me/my-alerts.controller';
import { MyPushDevicesController } from './me/my-push-devices.controller';
import { PushConfigSource } from './public-config/push-config-source';
import { MyOrdersController } from './me/my-orders.controller';
import { Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import type { Logger } from 'pino';
import { CoreModule, MessagingModule, messagingOptions, RedisModule } from '@fx/service-kit';
import { RateTable } from '@fx/rate-table';
import { AccessGateController } from './access-gate/access-gate.controller';
import { AccessGateService } from './access-gate/access-gate.service';
import {
  AdminBranchesController,
  AdminCollectionsController,
} from './admin/admin-branches.controller';
import { AdminCurrenciesController } from './admin/admin-currencies.controller';
import {
  AdminDispatchController,
  AdminOrdersController,
  AdminStatsController,
} from './admin/admin-orders.controller';
import { AdminPaymentsController } from './admin/admin-payments.controller';
import { AdminRatesController } from './admin/admin-rates.controller';
import { AdminSiteController } from './admin/admin-site.controller';
import { AdminUsersController } from './admin/admin-users.controller';
import { AdminComplianceStaffController } from './admin/admin-compliance-staff.controller';
import { ComplianceHoldsController } from './admin/compliance/compliance-holds.controller';
import { ComplianceReportsController } from './admin/compliance/compliance-reports.controller';
import { MyDataController } from './me/my-data.controller';
import { AuthGuard } from './auth/auth.guard';
import { ContactController } from './contact/contact.controller';
import { RoleResolver } from './auth/role-resolver';
import { TokenVerifier } from './auth/token-verifier';
import type { GatewayEnv } from './config/env';
import { GATEWAY_ENV } from './config/gateway-env.token';
import { CurrenciesController } from './currencies/currencies.controller';
import { AdminEventStream } from './events/admin-event-stream';
import { AdminEventsController } from './events/admin-events.controller';
import { InternalPort } from './health/internal-port';
import { PlatformHealthController } from './health/platform-health.controller';
import { HttpErrorFilter } from './http/http-error.filter';
import { SpaIndex } from './http/spa-index';
import { MeController } from './me/me.controller';
import { PageRenderer } from './pages/page-renderer';
import { AppIconsService } from './app-manifest/app-icons.service';
import { BranchesController } from './orders/branches.controller';
import { OrdersController } from './orders/orders.controller';
import { QuotesController } from './orders/quotes.controller';
import { CardCheckout } from './payments/card-checkout.service';
import { CardPaymentLimiter } from './payments/card-payment-limiter';
import { PaymentSync } from './payments/payment-sync.service';
import { PaymentsWebhookController } from './payments/payments-webhook.controller';
import { PublicConfigController } from './public-config/public-config.controller';
import { SiteController } from './site/site.controller';
import { SiteSettingsService } from './site/site-settings.service';

@Module({})
export class AppModule {
  static register(env: GatewayEnv, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot({
          service: 'gateway',
          logger,
          metricsRoute: false,
          testNow: env.FX_TEST_NOW,
        }),
        RedisModule.forRoot({ url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX }),
        MessagingModule.forRoot(messagingOptions(env)),
        ApiDocsModule.register(env),
      ],
      controllers: [
        CurrenciesController,
        PlatformHealthController,
        PublicConfigController,
        MeController,
        AccessGateController,
        AdminUsersController,
        AdminCurrenciesController,
        AdminRatesController,
        AdminEventsController,
        QuotesController,
        BranchesController,
        OrdersController,
        AdminOrdersController,
        AdminStatsController,
        AdminDispatchController,
        AdminPaymentsController,
        PaymentsWebhookController,
        AdminBranchesController,
        AdminCollectionsController,
        ContactController,
        MyOrdersController,
        MyAlertsController,
        MyPushDevicesController,
        AlertsController,
        SiteController,
        AdminSiteController,
        AdminComplianceStaffController,
        ComplianceHoldsController,
        ComplianceReportsController,
        MyDataController,
      ],
      providers: [
        { provide: GATEWAY_ENV, useValue: env },
        SiteSettingsService,
        PushConfigSource,
        PageRenderer,
        AppIconsService,
        {
          provide: SpaIndex,
          inject: [SiteSettingsService, PageRenderer],
          useFactory: (site: SiteSettingsService, pages: PageRenderer) =>
            new SpaIndex(
              env.SPA_DIR,
              () => site.forPage(),
              (request, shell, settings) => pages.document(request, shell, settings),
            ),
        },
        TokenVerifier,
        RoleResolver,
        RateTable,
        AdminEventStream,
        AccessGateService,
        InternalPort,
        CardPaymentLimiter,
        CardCheckout,
        PaymentSync,
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_FILTER, useClass: HttpErrorFilter },
      ],
    };
  }
}
