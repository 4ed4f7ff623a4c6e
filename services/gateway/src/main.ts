import {
  createLogger,
  exitOnEnvError,
  exitOnStartupError,
  startTracing,
  startTransport,
  stopTracingOnClose,
} from '@fx/service-kit';
import { loadEnv } from './config/env';
import type { GatewayEnv } from './config/env';
import { createGateway } from './gateway';
import { InternalPort } from './health/internal-port';

async function main(): Promise<void> {
  let env: GatewayEnv;
  try {
    env = loadEnv();
    startTracing('gateway');
  } catch (error) {
    exitOnEnvError(error);
  }
  const logger = createLogger({ service: 'gateway', level: env.LOG_LEVEL });
  try {
    const app = await createGateway(env, logger);
    stopTracingOnClose(app);
    // A hybrid app like every service; it answers no requests, and its HttpErrorFilter stays the
    // one catch-all filter (a global filter registered after it would take its place).
    await startTransport(app, { errorFilter: false });
    await app.listen(env.PORT, env.HOST);
    logger.info({ url: `http://localhost:${env.PORT}` }, 'gateway listening');
    const internal = await app.get(InternalPort).listen(env.HEALTH_PORT, env.HEALTH_HOST);
    logger.info({ health: `http://${env.HEALTH_HOST}:${internal.port}` }, 'health and metrics');
  } catch (error) {
    exitOnStartupError(logger, error);
  }
}

void main();
