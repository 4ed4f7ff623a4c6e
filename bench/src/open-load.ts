import http from 'node:http';
import { percentile, round } from './load';
import type { LoadFigures } from './load';

/** One kind of request an open-loop run sends; each call of `body` makes a new one. */
export interface OpenRequest {
  method: 'POST' | 'GET';
  path: string;
  body?: () => string;
  headers?: () => Record<string, string>;
  onResponse?: (status: number, body: string) => void;
}

export interface OpenLoadOptions {
  url: string;
  /** Requests a second, sent evenly: request i is due at i / rate seconds. */
  rate: number;
  durationS: number;
  /** Sent in turn: [a, a, a, a, b] sends four a for each b. */
  requests: OpenRequest[];
  expectStatus: number;
  /** Connections kept open at most; a request due while all are busy waits for one. */
  maxConnections?: number;
  timeoutMs?: number;
}

/**
 * Offers requests at a fixed rate whatever the answers (an open loop, as customers arrive), each
 * timed from when it was due, not from when it went out: a request that waited for a free
 * connection because the stack fell behind counts that wait, which is what the customer felt.
 *
 * autocannon's `overallRate`, used before for the order scenarios, measured something else: each
 * connection sends its share of a second's requests at once when its one-second timer ticks, so a
 * second's orders arrived together (25 at once at 25/s), and its correction for coordinated
 * omission recorded, for each answer of L ms, L - 1 made-up answers of L - 1, L - 2 ... 1 ms (the
 * expected interval taken as ceil(1 / rate) = 1 ms instead of 1000 / rate ms): one answer of
 * 180 ms among 250 of 30 ms made the p99 about 105 ms.
 */
export interface OpenLoadFigures extends LoadFigures {
  /**
   * p50 and p99 ms of the requests due in each second of the run (how a step in load settles),
   * and how late the load generator itself sent them at most (its timer or its thread held up).
   */
  bySecond: { p50Ms: number; p99Ms: number; sentLateMs: number }[];
}

export async function openLoad(options: OpenLoadOptions): Promise<OpenLoadFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.maxConnections ?? 200 });
  const timeoutMs = options.timeoutMs ?? 10_000;
  const latencies: number[] = [];
  const bySecond: number[][] = [];
  const sentLate: number[] = [];
  let errors = 0;
  let unexpected = 0;
  let answeredInTime = 0;
  const started = performance.now();
  const ends = started + options.durationS * 1000;
  const count = Math.round(options.rate * options.durationS);
  const sent: Promise<void>[] = [];

  const send = (request: OpenRequest, dueAt: number) =>
    exchange(agent, options.url, request, timeoutMs).then(
      ({ status, body }) => {
        const now = performance.now();
        latencies.push(now - dueAt);
        (bySecond[Math.floor((dueAt - started) / 1000)] ??= []).push(now - dueAt);
        if (now <= ends) answeredInTime += 1;
        if (status !== options.expectStatus) unexpected += 1;
        request.onResponse?.(status, body);
      },
      () => {
        errors += 1;
      },
    );

  for (let i = 0; i < count; i += 1) {
    const dueAt = started + (i * 1000) / options.rate;
    const wait = dueAt - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const second = Math.floor((dueAt - started) / 1000);
    sentLate[second] = Math.max(sentLate[second] ?? 0, performance.now() - dueAt);
    sent.push(send(options.requests[i % options.requests.length]!, dueAt));
  }
  await Promise.all(sent);
  agent.destroy();
  const at = (p: number) => (latencies.length === 0 ? 0 : round(percentile(latencies, p)));
  return {
    requestsPerSecond: round(answeredInTime / options.durationS),
    p50Ms: at(50),
    p99Ms: at(99),
    errors,
    unexpected,
    total: latencies.length + errors,
    durationS: options.durationS,
    bySecond: Array.from(bySecond, (second = [], index) => ({
      p50Ms: second.length === 0 ? 0 : round(percentile(second, 50)),
      p99Ms: second.length === 0 ? 0 : round(percentile(second, 99)),
      sentLateMs: round(sentLate[index] ?? 0),
    })),
  };
}

function exchange(
  agent: http.Agent,
  url: string,
  request: OpenRequest,
  timeoutMs: number,
): Promise<{ status: number; body: string }> {
  const payload = request.body?.();
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      new URL(request.path, url),
      {
        agent,
        method: request.method,
        timeout: timeoutMs,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...request.headers?.(),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}
