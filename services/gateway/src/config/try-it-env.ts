import { hashGatePasswordSync } from '../access-gate/gate-password';

/**
 * What the try-it stack runs the gateway with (the emulator, passwordless services, the
 * published gate), for the configuration's tests: accepted locally, refused in production.
 */
export function tryItEnv(): Record<string, string> {
  return {
    AMQP_URL: 'amqp://guest:guest@127.0.0.1:5672',
    REDIS_URL: 'redis://127.0.0.1:6379',
    FIREBASE_PROJECT_ID: 'demo-fx',
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    ACCESS_GATE_USERNAME: 'staff',
    ACCESS_GATE_PASSWORD_HASH: hashGatePasswordSync('open-the-box'),
    ACCESS_GATE_SECRET: 'local-try-it-only-secret-not-for-production-use',
    TRUST_PROXY: 'true',
  };
}
