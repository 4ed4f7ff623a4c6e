import { Global, Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import type { RatesEnv } from '../config/env';
import { createRateProvider } from './create-provider';
import { RATE_PROVIDER } from './provider.token';

/** The market-rate provider the configuration picks (RATE_PROVIDER), for the whole service. */
@Global()
@Module({})
export class ProvidersModule {
  static register(env: RatesEnv): DynamicModule {
    return {
      module: ProvidersModule,
      providers: [
        {
          provide: RATE_PROVIDER,
          useFactory: () =>
            createRateProvider({
              kind: env.RATE_PROVIDER,
              conversionApiUrl: env.RATE_API_URL,
              conversionApiKey: env.RATE_API_KEY,
              conversionApiKeyHeader: env.RATE_API_KEY_HEADER,
              referenceFeedUrl: env.RATE_FEED_URL,
              offlineDriftPct: env.OFFLINE_DRIFT_PCT,
              timeoutMs: env.PROVIDER_TIMEOUT_MS,
            }),
        },
      ],
      exports: [RATE_PROVIDER],
    };
  }
}
