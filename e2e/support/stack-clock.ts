// Runs before each browser test file (jest's setupFiles): when the run set an instant
// (FX_TEST_NOW), the test and every browser page it opens read the stack's clock, so the days a
// page offers, the days a test expects and the days the services take are seen from one instant.
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { testClock } from '@fx/service-kit/testing';
import { STATE_FILE, stackNow } from './stack';
import type { StackState } from './stack';

const state = existsSync(STATE_FILE)
  ? (JSON.parse(readFileSync(STATE_FILE, 'utf8')) as StackState)
  : undefined;

if (state?.clock) {
  // testClock() (steadyCollectionDay, the specs' "today") starts from the stack's reading now.
  process.env.FX_TEST_NOW = stackNow(state).toISOString();
  const launch = chromium.launch.bind(chromium);
  chromium.launch = async (options) => atStackTime(await launch(options));
}

/**
 * Every context of `browser` (and so every page: newPage makes a context) gets Playwright's clock
 * at the stack's time, which then runs on with real time.
 */
function atStackTime(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options?: BrowserContextOptions) => {
    const context = await newContext(options);
    await context.clock.install({ time: testClock().now() });
    return context;
  };
  return browser;
}
