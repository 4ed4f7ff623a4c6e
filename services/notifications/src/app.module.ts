import { Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { Logger } from 'pino';
import { bureauFromEnv } from '@fx/contracts';
import {
  CoreModule,
  MessagingModule,
  RedisModule,
  isProduction,
  messagingOptions,
} from '@fx/service-kit';
import type { NotificationsEnv } from './config/env';
import { MailModule } from './mail/mail.module';
import { PushModule } from './push/push.module';
import type { Brand } from './templates/brand';

export function brandOf(env: NotificationsEnv): Brand {
  const { brand, company, contact } = bureauFromEnv(env);
  return {
    name: brand.name,
    color: brand.colors.primary,
    phone: contact.phone,
    email: contact.email,
    address: contact.address,
    legalLine: `${brand.name} is a trading name of ${company.name}, registered in ${company.registeredIn}, company number ${company.number}. Registered office: ${company.registeredAddress}.`,
    siteUrl: env.SITE_URL,
    timeZone: env.BUSINESS_TIME_ZONE,
  };
}

@Module({})
export class AppModule {
  static register(env: NotificationsEnv, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        // First: the buses know their handlers before the messaging handlers start (both global,
        // so their bootstrap hooks run in this order).
        CqrsModule.forRoot(),
        CoreModule.forRoot({ service: 'notifications', logger, testNow: env.FX_TEST_NOW }),
        RedisModule.forRoot({ url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX }),
        MessagingModule.forRoot(messagingOptions(env)),
        MailModule.register(
          {
            smtpUrl: env.SMTP_URL,
            smtpTimeoutMs: env.SMTP_TIMEOUT_MS,
            from: env.MAIL_FROM,
            branchInbox: env.BRANCH_INBOX,
            contactInbox: env.CONTACT_INBOX ?? env.BRANCH_INBOX,
            complianceInbox: env.COMPLIANCE_ALERT_EMAIL ?? env.CONTACT_INBOX ?? env.BRANCH_INBOX,
            attempts: env.MAIL_ATTEMPTS,
            backoffMs: env.MAIL_BACKOFF_MS,
            concurrency: env.MAIL_CONCURRENCY,
            redisUrl: env.REDIS_URL,
            queuePrefix: `${env.REDIS_KEY_PREFIX}bull`,
          },
          brandOf(env),
        ),
        PushModule.register(
          {
            enabled: env.PUSH_ENABLED,
            vapid: {
              subject: env.VAPID_SUBJECT,
              publicKey: env.VAPID_PUBLIC_KEY,
              privateKey: env.VAPID_PRIVATE_KEY,
            },
            ttlSeconds: 24 * 3600,
            allowHttpEndpoints: !isProduction(env),
          },
          env.DATABASE_URL
            ? { url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
            : undefined,
        ),
      ],
    };
  }
}
