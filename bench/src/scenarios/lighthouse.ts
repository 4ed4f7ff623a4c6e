import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { percentile } from '../load';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Headless Chromium as TECH-NOTES found it works here; Lighthouse adds --headless=new itself. */
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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
/** Runs Lighthouse could not score (see lighthouseRun) tolerated per page before the bench stops. */
const MAX_FAILED_RUNS = 3;

/**
 * The CPU slowdown that makes this host the phone Lighthouse's mobile profile stands for, from
 * the host's benchmarkIndex: Lighthouse's CPU throttling calculator (its docs/throttling.md,
 * "Calibrating the CPU slowdown", links it), whose 4x is a host of index 1533. Its fixed 4x
 * default simulates a slower phone on a slower host: here the index reads 800-2400 from one
 * minute to the next, and one build scored 66-96.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  let slowdown = 1;
  if (benchmarkIndex >= 1300) slowdown = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) slowdown = 2 + (benchmarkIndex - 800) / 500;
  else if (benchmarkIndex >= 150) slowdown = 1 + (benchmarkIndex - 150) / 650;
  return Math.round(slowdown * 100) / 100;
}

interface Run {
  scores: Scores;
  benchmarkIndex: number;
  slowdown: number;
}

/**
 * One Lighthouse run in a fresh browser, in its two steps: the page is loaded and traced, then
 * the audits simulate the phone with the CPU slowdown calibrated to this very run's
 * benchmarkIndex (the simulation happens at audit time, so the same trace serves).
 */
async function lighthouseRun(url: string, keep: boolean): Promise<Run> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const dir = mkdtempSync(path.join(tmpdir(), 'fx-lighthouse-'));
  const flags = {
    output: 'json' as const,
    logLevel: 'error' as const,
    onlyCategories: [...CATEGORIES],
  };
  try {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', ...CHROME_FLAGS],
    });
    try {
      await lighthouse(url, { ...flags, port: chrome.port, gatherMode: dir });
    } finally {
      chrome.kill();
    }
    const file = path.join(dir, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(file, 'utf8')) as {
      BenchmarkIndex: number;
      settings: { throttling: Record<string, number> };
    };
    const slowdown = calibratedSlowdown(artifacts.BenchmarkIndex);
    const throttling = { ...artifacts.settings.throttling, cpuSlowdownMultiplier: slowdown };
    artifacts.settings.throttling = throttling;
    writeFileSync(file, JSON.stringify(artifacts));
    const result = await lighthouse(url, { ...flags, auditMode: dir, throttling });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    // A run Lighthouse could not finish (the page never painted for its trace, a protocol timeout)
    // has no score: it is run again, never counted as a score of 0.
    const failure =
      result.lhr.runtimeError?.message ??
      CATEGORIES.filter((id) => typeof result.lhr.categories[id]?.score !== 'number').join(', ');
    if (failure) throw new Error(`Lighthouse could not score ${url}: ${failure}`);
    if (keep) keepReport(url, result.lhr);
    const categories = result.lhr.categories;
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
    ) as Scores;
    return { scores, benchmarkIndex: artifacts.BenchmarkIndex, slowdown };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface PageScores {
  scores: Scores;
  /** Medians of the runs: Lighthouse's measure of the host's CPU, and the slowdown it gave. */
  hostIndex: number;
  slowdown: number;
  /** Runs Lighthouse could not score, run again in their place. */
  unscoredRuns: number;
}

/**
 * Lighthouse (mobile profile, its default, CPU calibrated as above) against Debian's Chromium,
 * each page LIGHTHOUSE_RUNS times; each category's median score.
 */
export async function lighthouseScores(urls: string[]): Promise<Map<string, PageScores>> {
  const pages = new Map<string, PageScores>();
  for (const url of urls) {
    const runs: Run[] = [];
    let failed = 0;
    while (runs.length < LIGHTHOUSE_RUNS) {
      try {
        runs.push(await lighthouseRun(url, runs.length === LIGHTHOUSE_RUNS - 1));
      } catch (error) {
        failed += 1;
        if (failed > MAX_FAILED_RUNS) throw error;
        console.warn(`${(error as Error).message}; running it again`);
      }
    }
    const median = (values: number[]) => percentile(values, 50);
    pages.set(url, {
      scores: Object.fromEntries(
        CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))]),
      ) as Scores,
      hostIndex: Math.round(median(runs.map((run) => run.benchmarkIndex))),
      slowdown: median(runs.map((run) => run.slowdown)),
      unscoredRuns: failed,
    });
  }
  return pages;
}
