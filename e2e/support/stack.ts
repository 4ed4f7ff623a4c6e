// Typed access to scripts/lib/stack.cjs, the runner `npm start` uses.
import { createRequire } from 'node:module';
import path from 'node:path';

import type * as StackModule from '../../scripts/lib/stack.cjs';

export type { IsolatedStack, RunningStack, StackConfig } from '../../scripts/lib/stack.cjs';

export interface MailSink {
  smtpPort: number;
  webPort: number;
  close(): Promise<void>;
}

interface MailSinkModule {
  startMailSink(options: { smtpPort: number; webPort: number; dir: string }): Promise<MailSink>;
}

const load = createRequire(__filename);
export const stack = load(
  path.resolve(__dirname, '../../scripts/lib/stack.cjs'),
) as typeof StackModule;
/** The local SMTP server `npm start` runs: it keeps every e-mail and lists them on a page. */
export const mailSink = load(
  path.resolve(__dirname, '../../scripts/mail-sink.cjs'),
) as MailSinkModule;

/** Where the global setup tells the tests how to reach the stack it started. */
export const STATE_FILE = path.resolve(__dirname, '../../var/e2e-stack.json');

export interface StackState {
  baseUrl: string;
  /** The mail sink's page; GET /api/messages lists what the stack has sent. */
  mailUrl: string;
  controlUrl: string;
  databaseUrl: string;
  /** The stack's Stripe stand-in (its API and hosted checkout pages), when card payments are on. */
  stripeUrl?: string;
  /**
   * The stack's clock when the run set an instant (FX_TEST_NOW): its services started at `at`
   * when the real time was `startedAt` (ms), and advance with real time.
   */
  clock?: { at: string; startedAt: number };
}

/** What the stack's services take for now: its clock's reading, or the real time. */
export function stackNow(state: Pick<StackState, 'clock'>): Date {
  if (!state.clock) return new Date();
  return new Date(Date.parse(state.clock.at) + Date.now() - state.clock.startedAt);
}
