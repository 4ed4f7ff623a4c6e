import { load } from '../load';
import type { LoadFigures } from '../load';
import { alternately, startBaseline } from './baseline';
import type { ScenarioRow } from '../report';

/** The public pages the gateway renders per request (each currency's page is like the euro's). */
export const RENDERED_PAGES = ['/exchangeRates', '/exchangeRates/EUR'] as const;
const PAGE_CONNECTIONS = 50;

export interface PageFigures {
  page: string;
  bytes: number;
  baseline: LoadFigures;
  gateway: LoadFigures;
  /** The gateway's req/s as a share of the baseline's answering the same page from memory. */
  ratio: number;
}

export interface PageResults {
  rows: ScenarioRow[];
  pages: PageFigures[];
}

/**
 * Scenario 7: the pages the gateway renders with the SPA's server bundle, under load, each beside
 * a bare fastify server answering the same HTML from memory (in turns, as the rate table is). A
 * page is rendered again when the rate table, the settings or the branches change, and at most
 * every 15 s: this measures what a visitor gets, the render's cost spread over the requests that
 * share it.
 */
export async function runPages(baseUrl: string, durationS: number): Promise<PageResults> {
  const pages: PageFigures[] = [];
  for (const page of RENDERED_PAGES) {
    const url = `${baseUrl}${page}`;
    const first = await fetch(url);
    if (first.status !== 200) throw new Error(`GET ${page} answered ${first.status}`);
    const body = Buffer.from(await first.arrayBuffer());
    const baselineServer = await startBaseline(body, '"page"', 'text/html; charset=utf-8');
    const read = { connections: PAGE_CONNECTIONS, durationS };
    // As a browser asks for it: compressed (the baseline sends the same page as it is).
    const asBrowser = { ...read, url, headers: { 'accept-encoding': 'gzip, deflate, br' } };
    try {
      await load({ ...read, url: baselineServer.url, durationS: 2 });
      await load({ ...asBrowser, durationS: 2 });
      const [baseline, gateway] = await alternately(
        { ...read, url: baselineServer.url },
        asBrowser,
      );
      pages.push({
        page,
        bytes: body.length,
        baseline,
        gateway,
        ratio: gateway.requestsPerSecond / baseline.requestsPerSecond,
      });
    } finally {
      baselineServer.stop();
    }
  }
  const rows: ScenarioRow[] = pages.flatMap((figures) => [
    {
      scenario: `baseline: bare fastify, ${figures.page}'s ${figures.bytes} B`,
      figures: figures.baseline,
      ratio: 1,
    },
    {
      scenario: `GET ${figures.page} (${PAGE_CONNECTIONS} conn, br)`,
      figures: figures.gateway,
      ratio: figures.ratio,
    },
  ]);
  return { rows, pages };
}
