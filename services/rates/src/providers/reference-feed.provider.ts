import { Decimal } from '@fx/contracts';
import { httpGet, isRecord, parseJson } from './http-get';
import { ProviderError } from './rate-provider';
import type { RateProvider } from './rate-provider';
import { rateText, roundRate } from './rate-values';

export { roundRate } from './rate-values';

export interface ReferenceFeedOptions {
  /** A daily reference-rate document: `{ "base": "EUR", "date": "...", "rates": { "GBP": 0.8558, ... } }`. */
  url: string;
  timeoutMs?: number;
  /** How long one fetched document answers every question before the feed is asked again. */
  cacheMs?: number;
  fetch?: typeof fetch;
  clock?: () => Date;
}

const NAME = 'reference-feed';

/** One fetched document: each currency's units per 1 unit of the base, and the base itself. */
interface FeedDocument {
  base: string;
  rates: Map<string, Decimal>;
  /** Codes the document lists with a value that is not a positive plain decimal. */
  unreadable: Set<string>;
}

/**
 * A free daily reference-rate feed quoted against some base (EUR for the common ones). Rates per
 * GBP are cross rates: units per GBP = rate[code] / rate[GBP], and for the base itself 1 / rate[GBP].
 */
export class ReferenceFeedProvider implements RateProvider {
  readonly name = NAME;
  private readonly url: URL;
  private readonly timeoutMs: number;
  private readonly cacheMs: number;
  private readonly fetch: typeof fetch;
  private readonly clock: () => Date;
  private cached: { at: number; document: Promise<FeedDocument> } | undefined;

  constructor(options: ReferenceFeedOptions) {
    if (!URL.canParse(options.url)) {
      throw new Error('reference-feed: the feed URL is not an absolute URL');
    }
    this.url = new URL(options.url);
    this.timeoutMs = options.timeoutMs ?? 3000;
    this.cacheMs = options.cacheMs ?? 60_000;
    this.fetch = options.fetch ?? fetch;
    this.clock = options.clock ?? (() => new Date());
  }

  async rateOf(code: string): Promise<string> {
    return crossRate(await this.document(), code);
  }

  async ratesOf(
    codes: readonly string[],
  ): Promise<{ rates: Map<string, string>; missing: string[] }> {
    const document = await this.document();
    const rates = new Map<string, string>();
    const missing: string[] = [];
    for (const code of codes) {
      try {
        rates.set(code, crossRate(document, code));
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        missing.push(code);
      }
    }
    return { rates, missing };
  }

  /** The cached document while fresh; one request shared by every caller otherwise. Failures are not cached. */
  private document(): Promise<FeedDocument> {
    const now = this.clock().getTime();
    if (this.cached && now - this.cached.at < this.cacheMs) return this.cached.document;
    const document = this.load();
    const entry = { at: now, document };
    this.cached = entry;
    void document.catch(() => {
      if (this.cached === entry) this.cached = undefined;
    });
    return document;
  }

  private async load(): Promise<FeedDocument> {
    const what = 'reference feed';
    const answer = await httpGet(this.url, {
      provider: NAME,
      what,
      timeoutMs: this.timeoutMs,
      fetch: this.fetch,
    });
    if (answer.status < 200 || answer.status >= 300) {
      throw new ProviderError(NAME, 'http-error', `${what}: HTTP ${answer.status}`);
    }
    return readDocument(parseJson(answer.text));
  }
}

function readDocument(body: unknown): FeedDocument {
  if (!isRecord(body) || !isRecord(body.rates)) {
    throw new ProviderError(
      NAME,
      'malformed',
      'reference feed: expected { base, rates: { CODE: rate } }',
    );
  }
  const base = body.base;
  if (typeof base !== 'string' || !/^[A-Z]{3}$/.test(base)) {
    throw new ProviderError(NAME, 'malformed', 'reference feed: base is not a currency code');
  }
  const rates = new Map<string, Decimal>();
  const unreadable = new Set<string>();
  for (const [code, value] of Object.entries(body.rates)) {
    const text = rateText(value);
    if (text === undefined) unreadable.add(code);
    else rates.set(code, new Decimal(text));
  }
  if (!rates.has(base)) rates.set(base, new Decimal(1));
  if (!rates.has('GBP')) {
    throw new ProviderError(
      NAME,
      'malformed',
      `reference feed: no usable GBP rate against ${base}`,
    );
  }
  return { base, rates, unreadable };
}

/** Units of `code` per 1 GBP, rounded by `roundRate`. */
function crossRate(document: FeedDocument, code: string): string {
  const gbp = document.rates.get('GBP')!;
  const units = code === document.base ? new Decimal(1) : document.rates.get(code);
  if (units === undefined) {
    const reason = document.unreadable.has(code) ? 'malformed' : 'missing-currency';
    const detail =
      reason === 'malformed' ? 'is not a positive plain decimal' : 'is not in the feed';
    throw new ProviderError(NAME, reason, `reference feed: the rate for ${code} ${detail}`);
  }
  const rate = units.div(gbp);
  const text = roundRate(rate);
  if (new Decimal(text).eq(0)) {
    throw new ProviderError(
      NAME,
      'malformed',
      `reference feed: the rate for ${code} is too small to quote`,
    );
  }
  return text;
}
