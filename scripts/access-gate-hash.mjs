#!/usr/bin/env node
// npm run access-gate:hash -- 'the password'  -> the value for ACCESS_GATE_PASSWORD_HASH
import { createRequire } from 'node:module';

const password = process.argv[2];
if (!password) {
  process.stderr.write("Usage: npm run access-gate:hash -- 'the password'\n");
  process.exit(2);
}
const require = createRequire(import.meta.url);
const { hashGatePasswordSync } = require('../services/gateway/dist/access-gate/gate-password.js');
process.stdout.write(`${hashGatePasswordSync(password)}\n`);
