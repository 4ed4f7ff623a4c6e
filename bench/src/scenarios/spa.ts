import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { Response } from 'playwright-core';
import { CHROME_FLAGS, CHROMIUM, lighthouseScores } from './lighthouse';
import type { PageScores } from './lighthouse';
import type { ScenarioRow } from '../report';

type JsShare = 'react' | 'libraries' | 'app';

/** Whose a script is, by the chunk it is (frontend/vite.config.ts names React's and the rest's). */
function shareOf(url: string): JsShare {
  const name = url.split('/').at(-1) ?? '';
  if (name.startsWith('react-')) return 'react';
  if (name.startsWith('vendor-')) return 'libraries';
  return 'app';
}

export interface PageWeight {
  /** JS and CSS requested before the page's load event: what the first view waits for. */
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** Of the initial JS: React's chunk, the other libraries' chunk, and the app's own files. */
  jsShares: Record<JsShare, number>;
  /** JS fetched after the load event (e.g. sign-in, loaded once the page shows). */
  lazyJsGzipBytes: number;
  files: { url: string; bytes: number; gzipBytes: number; initial: boolean }[];
}

/** The JS and CSS the home page loads, each file gzipped as a server would send it. */
async function homePageWeight(baseUrl: string): Promise<PageWeight> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    let loaded = false;
    const initial = new Set<unknown>();
    page.on('load', () => (loaded = true));
    page.on('request', (request) => {
      if (!loaded) initial.add(request);
    });
    type Body = { url: string; type: string; body: Buffer; initial: boolean };
    const bodies: Promise<Body | undefined>[] = [];
    const onResponse = (response: Response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') {
        const first = initial.has(response.request());
        bodies.push(
          response.body().then(
            (body) => ({ url: response.url(), type, body, initial: first }),
            // A file still arriving when the browser closes is not weighed (it was not needed).
            () => undefined,
          ),
        );
      }
    };
    page.on('response', onResponse);
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    page.off('response', onResponse);
    const files = (await Promise.all(bodies)).filter((file) => file !== undefined);
    const sized = files.map((file) => ({
      url: new URL(file.url).pathname,
      type: file.type,
      bytes: file.body.length,
      gzipBytes: gzipSync(file.body).length,
      initial: file.initial,
    }));
    const sum = (type: string, first: boolean) =>
      sized
        .filter((file) => file.type === type && file.initial === first)
        .reduce((total, file) => total + file.gzipBytes, 0);
    const jsShares: Record<JsShare, number> = { react: 0, libraries: 0, app: 0 };
    for (const file of sized)
      if (file.type === 'script' && file.initial) jsShares[shareOf(file.url)] += file.gzipBytes;
    return {
      jsGzipBytes: sum('script', true),
      jsShares,
      cssGzipBytes: sum('stylesheet', true),
      lazyJsGzipBytes: sum('script', false),
      files: sized.map(({ url, bytes, gzipBytes, initial: first }) => ({
        url,
        bytes,
        gzipBytes,
        initial: first,
      })),
    };
  } finally {
    await browser.close();
  }
}

export interface SpaResults {
  rows: ScenarioRow[];
  weight: PageWeight;
  scores: Map<string, PageScores>;
}

/** Scenario 6: what the home page weighs, and Lighthouse on /, /exchangeRates and a currency's page. */
export async function runSpa(baseUrl: string): Promise<SpaResults> {
  const weight = await homePageWeight(baseUrl);
  // Lighthouse treats localhost as a secure origin, as a visitor's https would be.
  const siteUrl = baseUrl.replace('127.0.0.1', 'localhost');
  const pages = ['/', '/exchangeRates', '/exchangeRates/EUR'];
  const scores = await lighthouseScores(pages.map((page) => `${siteUrl}${page}`));
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const rows: ScenarioRow[] = [
    {
      scenario: 'home page JS and CSS (gzip)',
      detail: {
        'initial JS': kb(weight.jsGzipBytes),
        'of which React': kb(weight.jsShares.react),
        'other libraries': kb(weight.jsShares.libraries),
        'the app': kb(weight.jsShares.app),
        'initial CSS': kb(weight.cssGzipBytes),
        'JS after load': kb(weight.lazyJsGzipBytes),
        files: weight.files.length,
      },
    },
    ...pages.map((page) => {
      const url = `${siteUrl}${page}`;
      const measured = scores.get(url)!;
      const detail = {
        ...measured.scores,
        'host CPU index': measured.hostIndex,
        'CPU slowdown': `${measured.slowdown}x`,
        ...(measured.unscoredRuns > 0
          ? { 'runs not scored, run again': measured.unscoredRuns }
          : {}),
      };
      return { scenario: `Lighthouse mobile ${page}`, detail };
    }),
  ];
  return { rows, weight, scores };
}
