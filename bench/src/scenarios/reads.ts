import { load } from '../load';
import type { LoadFigures } from '../load';
import { alternately, startBaseline } from './baseline';
import type { ScenarioRow } from '../report';

export const READ_CONNECTIONS = 100;

export interface ReadResults {
  rows: ScenarioRow[];
  baseline: LoadFigures;
  table: LoadFigures;
  tableNotModified: LoadFigures;
  quotes: { one: LoadFigures; four: LoadFigures };
}

/**
 * Scenarios 1 and 2: the public rate table (full body, then revalidated with If-None-Match), both
 * as a ratio to the baseline measured in the same window, and quotes of 1 and 4 lines.
 */
export async function runReads(baseUrl: string, durationS: number): Promise<ReadResults> {
  const first = await fetch(`${baseUrl}/api/v1/currencies`);
  if (!first.ok) throw new Error(`GET /api/v1/currencies answered ${first.status}`);
  const etag = first.headers.get('etag') ?? '';
  const body = Buffer.from(await first.arrayBuffer());
  const baselineServer = await startBaseline(body, etag);
  const read = { connections: READ_CONNECTIONS, durationS };
  try {
    // Warm both, then measure the baseline and the gateway back to back.
    await load({ ...read, url: baselineServer.url, durationS: 2 });
    await load({ ...read, url: `${baseUrl}/api/v1/currencies`, durationS: 3 });
    const [baseline, table] = await alternately(
      { ...read, url: baselineServer.url },
      { ...read, url: `${baseUrl}/api/v1/currencies` },
    );
    const notModified = { headers: { 'if-none-match': etag }, expectStatus: 304 };
    const [baselineNotModified, tableNotModified] = await alternately(
      { ...read, ...notModified, url: baselineServer.url },
      { ...read, ...notModified, url: `${baseUrl}/api/v1/currencies` },
    );

    const quote = (lines: { currency: string; way: string; amount: string; side: string }[]) =>
      load({
        url: `${baseUrl}/api/v1/quotes`,
        connections: 10,
        durationS,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ lines }),
      });
    const one = await quote([{ currency: 'EUR', way: 'collect', amount: '500', side: 'gbp' }]);
    const four = await quote([
      { currency: 'EUR', way: 'collect', amount: '500', side: 'gbp' },
      { currency: 'USD', way: 'collect', amount: '250', side: 'foreign' },
      { currency: 'JPY', way: 'sell', amount: '20000', side: 'foreign' },
      { currency: 'KWD', way: 'sell', amount: '75.5', side: 'foreign' },
    ]);

    const ratio = (value: LoadFigures, to: LoadFigures) =>
      value.requestsPerSecond / to.requestsPerSecond;
    const rows: ScenarioRow[] = [
      {
        scenario: `baseline: bare fastify, same ${body.length} B body`,
        figures: baseline,
        ratio: 1,
      },
      { scenario: 'GET /api/v1/currencies', figures: table, ratio: ratio(table, baseline) },
      { scenario: 'baseline: If-None-Match (304)', figures: baselineNotModified, ratio: 1 },
      {
        scenario: 'GET /api/v1/currencies If-None-Match (304)',
        figures: tableNotModified,
        ratio: ratio(tableNotModified, baselineNotModified),
      },
      { scenario: 'POST /api/v1/quotes, 1 line (10 conn)', figures: one },
      { scenario: 'POST /api/v1/quotes, 4 lines (10 conn)', figures: four },
    ];
    return { rows, baseline, table, tableNotModified, quotes: { one, four } };
  } finally {
    baselineServer.stop();
  }
}
