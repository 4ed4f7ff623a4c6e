// Typed access to scripts/lib/stack.cjs, the runner `npm start` uses.
import { createRequire } from 'node:module';
import path from 'node:path';

export interface StackConfig {
  DATABASE_URL: string;
  REDIS_URL: string;
  AMQP_URL: string;
  PORT: string;
  FIREBASE_PROJECT_ID: string;
  FIREBASE_AUTH_EMULATOR_HOST: string;
  SMTP_URL: string;
}

export interface RunningStack {
  baseUrl: string;
  stop(name: string): Promise<void>;
  restart(name: string): void;
  stopAll(): Promise<void>;
}

interface StackModule {
  loadConfig(overrides?: Partial<StackConfig>): StackConfig;
  checkInfrastructure(config: StackConfig): Promise<void>;
  ensureDatabase(url: string): Promise<void>;
  dropDatabase(url: string): Promise<void>;
  ensureAuthEmulator(config: StackConfig): Promise<(() => Promise<void>) | undefined>;
  build(): void;
  startProcesses(
    config: StackConfig,
    options: { output: 'quiet' | 'human'; healthPorts?: 'random'; env?: Record<string, string> },
  ): RunningStack;
  waitUntilHealthy(baseUrl: string, timeoutMs?: number): Promise<unknown>;
  ensurePortFree(port: string): Promise<void>;
}

export interface MailSink {
  smtpPort: number;
  webPort: number;
  close(): Promise<void>;
}

interface MailSinkModule {
  startMailSink(options: { smtpPort: number; webPort: number; dir: string }): Promise<MailSink>;
}

const load = createRequire(__filename);
export const stack = load(path.resolve(__dirname, '../../scripts/lib/stack.cjs')) as StackModule;
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
}
