import { Decimal } from '@fx/contracts';
import { httpGet, isRecord, parseJson } from './http-get';
import { ProviderError } from './rate-provider';
import type { ProviderFailureReason, RateProvider } from './rate-provider';
import { boundedRate, rateText } from './rate-values';

export interface ConversionApiOptions {
  /** The conversion endpoint; `?to={code}&from=GBP&amount=1` is added to it. */
  baseUrl: string;
  apiKey: string;
  /** The header the key travels in. */
  keyHeader?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const NAME = 'conversion-api';
/** Requests in flight at once during a refresh of every currency. */
const CONCURRENCY = 4;
/** Statuses that say the API as a whole refuses us (key, quota), not that it lacks a currency. */
const ACCOUNT_STATUSES = new Set([401, 402, 403, 407, 408, 429]);

/**
 * The third-party conversion service of the product spec (section 7): one GET per currency,
 * `to={code}&from=GBP&amount=1`, the key in a header, the rate read from `info.rate`.
 */
export class ConversionApiProvider implements RateProvider {
  readonly name = NAME;
  private readonly baseUrl: URL;
  private readonly headers: Record<string, string>;
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;

  constructor(options: ConversionApiOptions) {
    if (!URL.canParse(options.baseUrl)) {
      throw new Error('conversion-api: the base URL is not an absolute URL');
    }
    if (!options.apiKey || /[\r\n]/.test(options.apiKey)) {
      throw new Error('conversion-api: the API key is empty or spans lines');
    }
    this.baseUrl = new URL(options.baseUrl);
    this.headers = { [options.keyHeader ?? 'x-api-key']: options.apiKey };
    this.timeoutMs = options.timeoutMs ?? 3000;
    this.fetch = options.fetch ?? fetch;
  }

  async rateOf(code: string): Promise<string> {
    const url = new URL(this.baseUrl);
    url.searchParams.set('to', code);
    url.searchParams.set('from', 'GBP');
    url.searchParams.set('amount', '1');
    const what = `rate for ${code}`;
    const answer = await httpGet(url, {
      provider: NAME,
      what,
      headers: this.headers,
      timeoutMs: this.timeoutMs,
      fetch: this.fetch,
    });
    if (answer.status >= 500 || ACCOUNT_STATUSES.has(answer.status)) {
      throw new ProviderError(NAME, 'http-error', `${what}: HTTP ${answer.status}`);
    }
    if (answer.status >= 400) {
      throw new ProviderError(
        NAME,
        'missing-currency',
        `${what}: HTTP ${answer.status}, the API does not know ${code}`,
      );
    }
    if (answer.status < 200 || answer.status >= 300) {
      throw new ProviderError(NAME, 'http-error', `${what}: unexpected HTTP ${answer.status}`);
    }
    return readRate(parseJson(answer.text), what, code);
  }

  async ratesOf(
    codes: readonly string[],
  ): Promise<{ rates: Map<string, string>; missing: string[] }> {
    const outcomes: (string | ProviderError)[] = new Array<string | ProviderError>(codes.length);
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < codes.length) {
        const index = next++;
        const code = codes[index]!;
        try {
          outcomes[index] = await this.rateOf(code);
        } catch (error) {
          if (!(error instanceof ProviderError)) throw error;
          outcomes[index] = error;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, codes.length) }, worker));

    const rates = new Map<string, string>();
    const missing: string[] = [];
    const failures: ProviderError[] = [];
    codes.forEach((code, index) => {
      const outcome = outcomes[index]!;
      if (typeof outcome === 'string') {
        rates.set(code, outcome);
      } else {
        missing.push(code);
        failures.push(outcome);
      }
    });
    // Nothing came back and not because the API lacks the currencies: the API itself is failing, so
    // the caller should record one failure and keep every last good rate.
    if (
      codes.length > 0 &&
      rates.size === 0 &&
      failures.every((f) => f.reason !== 'missing-currency')
    ) {
      const reason = mostCommonReason(failures);
      throw new ProviderError(
        NAME,
        reason,
        `all ${codes.length} requests failed (${reason}); first: ${failures[0]!.message}`,
      );
    }
    return { rates, missing };
  }
}

/** `info.rate` from the body: absent means the API has no rate for the code; present but not a positive decimal is malformed. */
function readRate(body: unknown, what: string, code: string): string {
  if (!isRecord(body)) {
    throw new ProviderError(NAME, 'malformed', `${what}: the answer is not a JSON object`);
  }
  const info = body.info;
  const raw = isRecord(info) ? info.rate : undefined;
  if (raw === undefined || raw === null) {
    throw new ProviderError(
      NAME,
      'missing-currency',
      `${what}: the answer has no info.rate for ${code}`,
    );
  }
  const text = rateText(raw);
  if (text === undefined) {
    throw new ProviderError(
      NAME,
      'malformed',
      `${what}: info.rate is not a positive plain decimal`,
    );
  }
  const rate = boundedRate(text);
  if (new Decimal(rate).eq(0)) {
    throw new ProviderError(NAME, 'malformed', `${what}: info.rate ${text} is too small to quote`);
  }
  return rate;
}

function mostCommonReason(failures: readonly ProviderError[]): ProviderFailureReason {
  const counts = new Map<ProviderFailureReason, number>();
  for (const failure of failures) counts.set(failure.reason, (counts.get(failure.reason) ?? 0) + 1);
  let best: ProviderFailureReason = failures[0]!.reason;
  for (const [reason, count] of counts) if (count > (counts.get(best) ?? 0)) best = reason;
  return best;
}
