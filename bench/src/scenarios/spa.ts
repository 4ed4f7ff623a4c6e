import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { Response } from 'playwright-core';
import { percentile } from '../load';
import type { ScenarioRow } from '../report';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Headless Chromium as TECH-NOTES found it works here; Lighthouse adds --headless=new itself. */
const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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

/** Where the last run's full Lighthouse report of each page is kept, to read what cost points. */
const REPORT_DIR = path.resolve(__dirname, '..', '..', 'lighthouse');

function keepReport(url: string, lhr: { audits: Record<string, unknown> }): void {
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  mkdirSync(REPORT_DIR, { recursive: true });
  writeFileSync(path.join(REPORT_DIR, `${name}.json`), JSON.stringify(lhr));
}

export type Scores = Record<(typeof CATEGORIES)[number], number>;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Lighthouse's own advice: one run varies a lot on a busy machine, the median of several less. */
const LIGHTHOUSE_RUNS = 3;

/**
 * Lighthouse (mobile profile, its default) against Debian's Chromium, each page LIGHTHOUSE_RUNS
 * times in a fresh browser; each category's median score, and the median of Lighthouse's own
 * measure of the host's CPU (benchmarkIndex): it simulates a phone 4x slower than the host
 * whatever the host is, so the performance score falls with it (here it read 1000-2400 from one
 * minute to the next, and the same build scored 85-96).
 */
async function lighthouseScores(
  urls: string[],
): Promise<{ scores: Map<string, Scores>; hostIndex: Map<string, number> }> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const scores = new Map<string, Scores>();
  const hostIndex = new Map<string, number>();
  for (const url of urls) {
    const runs: Scores[] = [];
    const indexes: number[] = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM,
        chromeFlags: ['--headless=new', ...CHROME_FLAGS],
      });
      try {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (result && run === LIGHTHOUSE_RUNS - 1) keepReport(url, result.lhr);
        if (result) indexes.push(result.lhr.environment.benchmarkIndex);
        const categories = result?.lhr.categories ?? {};
        runs.push(
          Object.fromEntries(
            CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
          ) as Scores,
        );
      } finally {
        chrome.kill();
      }
    }
    scores.set(
      url,
      Object.fromEntries(
        CATEGORIES.map((id) => [
          id,
          percentile(
            runs.map((scores) => scores[id]),
            50,
          ),
        ]),
      ) as Scores,
    );
    if (indexes.length > 0) hostIndex.set(url, Math.round(percentile(indexes, 50)));
  }
  return { scores, hostIndex };
}

export interface SpaResults {
  rows: ScenarioRow[];
  weight: PageWeight;
  scores: Map<string, Scores>;
}

/** Scenario 6: what the home page weighs, and Lighthouse on /, /exchangeRates and a currency's page. */
export async function runSpa(baseUrl: string): Promise<SpaResults> {
  const weight = await homePageWeight(baseUrl);
  // Lighthouse treats localhost as a secure origin, as a visitor's https would be.
  const siteUrl = baseUrl.replace('127.0.0.1', 'localhost');
  const pages = ['/', '/exchangeRates', '/exchangeRates/EUR'];
  const { scores, hostIndex } = await lighthouseScores(pages.map((page) => `${siteUrl}${page}`));
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
      const detail = { ...scores.get(url)!, 'host CPU index': hostIndex.get(url) ?? '-' };
      return { scenario: `Lighthouse mobile ${page}`, detail };
    }),
  ];
  return { rows, weight, scores };
}
