// Types for stack.cjs, the runner `npm start`, the browser tests and the benchmark share.

export interface StackConfig {
  DATABASE_URL: string;
  REDIS_URL: string;
  AMQP_URL: string;
  PORT: string;
  FIREBASE_PROJECT_ID: string;
  FIREBASE_AUTH_EMULATOR_HOST: string;
  SMTP_URL: string;
  BOOTSTRAP_ADMIN_EMAILS?: string;
  ACCESS_GATE_USERNAME?: string;
  ACCESS_GATE_PASSWORD?: string;
  PAYMENTS_PROVIDER?: string;
  STRIPE_API_URL?: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
}

export interface RunningStack {
  baseUrl: string;
  stop(name: string): Promise<void>;
  restart(name: string): void;
  stopAll(): Promise<void>;
  running(): string[];
}

export interface StartOptions {
  output?: 'quiet' | 'human' | ((service: string, line: string) => void);
  healthPorts?: 'random';
  env?: Record<string, string>;
  /** Variables for one service only, over `env`. */
  serviceEnv?: Record<string, Record<string, string>>;
  onUnexpectedExit?: (service: string, code: number | null) => void;
}

export interface IsolatedStack extends RunningStack {
  config: StackConfig;
  /** Prefix of every exchange and queue of this stack on the broker. */
  namespace: string;
  /** The Stripe stand-in it started for card payments (its hosted pages), if payments are on. */
  stripeUrl?: string;
  /** Stops every service and the emulator it started, and drops its database. */
  shutdown(): Promise<void>;
}

export interface IsolatedStackOptions {
  /** Names the database, namespace and Redis prefix: "e2e" gives fx_e2e_<random>. */
  label: string;
  port: string;
  smtpUrl: string;
  skipBuild?: boolean;
  output?: StartOptions['output'];
  env?: Record<string, string>;
  serviceEnv?: Record<string, Record<string, string>>;
}

export const ROOT: string;
export const SERVICES: string[];
export function loadConfig(overrides?: Partial<StackConfig>): StackConfig;
export function ensureInstalled(): void;
export function checkInfrastructure(config: StackConfig): Promise<void>;
/**
 * Decides once per run where the tests find PostgreSQL, Redis and RabbitMQ (the addresses given,
 * the machine's own, or containers on a Docker engine) and puts it in the environment; returns
 * what removes the containers it started, if it started any.
 */
export function ensureTestInfrastructure(): Promise<(() => Promise<void>) | undefined>;
export function ensureDatabase(url: string): Promise<void>;
export function dropDatabase(url: string): Promise<void>;
export function ensureAuthEmulator(config: StackConfig): Promise<(() => Promise<void>) | undefined>;
/** The Stripe stand-in, with the payments service's STRIPE_API_URL and STRIPE_WEBHOOK_SECRET. */
export function ensureStripeStandIn(
  config: StackConfig,
  options?: { port?: number },
): Promise<((() => Promise<void>) & { url: string; env: Record<string, string> }) | undefined>;
export function build(): void;
export function startProcesses(config: StackConfig, options?: StartOptions): RunningStack;
export function startIsolatedStack(options: IsolatedStackOptions): Promise<IsolatedStack>;
export function waitUntilHealthy(baseUrl: string, timeoutMs?: number): Promise<unknown>;
export function ensurePortFree(port: string): Promise<void>;
export function ensureChromium(who: string): void;
export function run(command: string, args: string[], options?: object): void;
export function log(message: string): void;
