import { ConversionApiProvider } from './conversion-api.provider';
import { OfflineSnapshotProvider } from './offline-snapshot.provider';
import type { RateProvider } from './rate-provider';
import { ReferenceFeedProvider } from './reference-feed.provider';

export type RateProviderKind = 'offline' | 'conversion-api' | 'reference-feed';

export interface RateProviderConfig {
  kind: RateProviderKind;
  conversionApiUrl?: string;
  conversionApiKey?: string;
  conversionApiKeyHeader?: string;
  referenceFeedUrl?: string;
  offlineDriftPct?: number;
  timeoutMs?: number;
}

/** The provider the configuration names, or a clear Error naming the setting it still needs. */
export function createRateProvider(config: RateProviderConfig): RateProvider {
  switch (config.kind) {
    case 'offline':
      return new OfflineSnapshotProvider({ driftPct: config.offlineDriftPct ?? 0 });
    case 'conversion-api':
      if (!config.conversionApiUrl || !config.conversionApiKey) {
        throw new Error('RATE_PROVIDER=conversion-api needs RATE_API_URL and RATE_API_KEY');
      }
      return new ConversionApiProvider({
        baseUrl: config.conversionApiUrl,
        apiKey: config.conversionApiKey,
        keyHeader: config.conversionApiKeyHeader,
        timeoutMs: config.timeoutMs,
      });
    case 'reference-feed':
      if (!config.referenceFeedUrl) {
        throw new Error('RATE_PROVIDER=reference-feed needs RATE_FEED_URL');
      }
      return new ReferenceFeedProvider({
        url: config.referenceFeedUrl,
        timeoutMs: config.timeoutMs,
      });
    default: {
      const unknown: never = config.kind;
      throw new Error(
        `RATE_PROVIDER=${String(unknown)} is not one of offline, conversion-api, reference-feed`,
      );
    }
  }
}
