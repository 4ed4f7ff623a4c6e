import { ProviderError } from './rate-provider';

export interface HttpGetOptions {
  provider: string;
  /** What is being fetched, for error messages, e.g. "the rate for EUR". Never the URL or a key. */
  what: string;
  headers?: Record<string, string>;
  timeoutMs: number;
  fetch: typeof fetch;
}

export interface HttpAnswer {
  status: number;
  text: string;
}

/**
 * One GET with a deadline covering the body as well as the headers. Transport failures become
 * ProviderErrors ('timeout' or 'unreachable'); any HTTP status is returned for the caller to judge.
 * Messages name what was asked for and the network error code, never the URL, headers or key.
 */
export async function httpGet(url: URL, options: HttpGetOptions): Promise<HttpAnswer> {
  try {
    const response = await options.fetch(url, {
      method: 'GET',
      headers: { accept: 'application/json', ...options.headers },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    if (isAbort(error)) {
      throw new ProviderError(
        options.provider,
        'timeout',
        `${options.what}: no answer within ${options.timeoutMs} ms`,
      );
    }
    throw new ProviderError(
      options.provider,
      'unreachable',
      `${options.what}: could not be reached (${networkCode(error)})`,
    );
  }
}

/** The body as JSON, or undefined when it is not JSON at all. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Duck-typed rather than `instanceof Error`: fetch's errors can come from another realm (a jest vm
// context, for one), where `instanceof` says no.
function isAbort(error: unknown): boolean {
  return isRecord(error) && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** ECONNREFUSED, ENOTFOUND and the like, from undici's `cause`; the error name otherwise. */
function networkCode(error: unknown): string {
  if (!isRecord(error)) return 'unknown error';
  const cause = error.cause;
  if (isRecord(cause) && typeof cause.code === 'string') return cause.code;
  if (typeof error.code === 'string') return error.code;
  return typeof error.name === 'string' ? error.name : 'unknown error';
}
