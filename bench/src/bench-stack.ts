import { Client } from 'pg';
import * as stack from '../../scripts/lib/stack.cjs';

export interface BenchStack {
  baseUrl: string;
  /** Prefix of every exchange and queue of this stack on the broker. */
  namespace: string;
  amqpUrl: string;
  authEmulatorHost: string;
  admin: { email: string; gateUsername: string; gatePassword: string };
  stop(): Promise<void>;
}

/**
 * Builds the product and starts it exactly as `npm start` does (stack.cjs), on its own database,
 * broker namespace, Redis prefix and port, with e-mail going to the benchmark's SMTP sink. Nothing
 * it does touches a stack that `npm start` is running.
 */
export async function startBenchStack(options: {
  smtpPort: number;
  port: string;
  skipBuild: boolean;
}): Promise<BenchStack> {
  const running = await stack.startIsolatedStack({
    label: 'bench',
    port: options.port,
    smtpUrl: `smtp://127.0.0.1:${options.smtpPort}`,
    skipBuild: options.skipBuild,
    // Only errors reach the terminal (stack.cjs's quiet mode).
    output: 'quiet',
    env: {
      // Every process runs with NODE_ENV=production, as deployed (React's production build renders
      // the e-mails several times faster). DEPLOY_MODE=local lets them use this machine's
      // passwordless services and the Auth Emulator the benchmark signs its admin in against.
      NODE_ENV: 'production',
      DEPLOY_MODE: 'local',
      // The benchmark is one client on this machine: the per-address limits (30 orders a minute)
      // would refuse it after the first seconds. Real visitors keep their limits.
      RATE_LIMIT_ALLOW_LIST: '127.0.0.1,::1,::ffff:127.0.0.1',
    },
  });
  const { config } = running;
  await seedRateHistory(config.DATABASE_URL);
  return {
    baseUrl: running.baseUrl,
    namespace: running.namespace,
    amqpUrl: config.AMQP_URL,
    authEmulatorHost: config.FIREBASE_AUTH_EMULATOR_HOST,
    admin: {
      email: (config.BOOTSTRAP_ADMIN_EMAILS ?? '').split(',')[0]!.trim(),
      gateUsername: config.ACCESS_GATE_USERNAME ?? '',
      gatePassword: config.ACCESS_GATE_PASSWORD ?? '',
    },
    stop: () => running.shutdown(),
  };
}

/**
 * A fortnight of EUR history, a point a day at today's rate, as a bureau that has run for a while
 * has: due diligence converts at the previous working day's rate and keeps it for the day once
 * found. A new database has no such point, and the orders service asks the rates service again
 * for every order until one exists (a new installation's first day), which is not the state
 * the benchmark measures.
 */
async function seedRateHistory(databaseUrl: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO rates.rate_history (code, market_rate, sell_margin_pct, buy_margin_pct,
                                       provider, recorded_at)
       SELECT code, market_rate, sell_margin_pct, buy_margin_pct, 'bench',
              now() - make_interval(days => day)
         FROM rates.currencies, generate_series(1, 14) AS day
        WHERE code = 'EUR' AND market_rate IS NOT NULL`,
    );
  } finally {
    await client.end();
  }
}
