// Runs chosen e2e specs with the Auth Emulator as npm test does.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const stack = require(process.cwd() + '/scripts/lib/stack.cjs');
const config = stack.loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres' });
const stop = await stack.ensureAuthEmulator(config);
process.env.FIREBASE_AUTH_EMULATOR_HOST = config.FIREBASE_AUTH_EMULATOR_HOST;
const r = spawnSync('npx', ['jest', '--selectProjects', 'e2e', '--runInBand', ...process.argv.slice(2)], { stdio: 'inherit', env: process.env });
await stop?.();
process.exit(r.status ?? 1);
