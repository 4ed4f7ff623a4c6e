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
