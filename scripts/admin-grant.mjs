#!/usr/bin/env node
// npm run admin:grant -- someone@example.com
// Makes someone an admin through the identity service (which must be running), before or after
// their first sign-in; it takes effect once they sign in with that e-mail verified.
import { createRequire } from 'node:module';
import stack from './lib/stack.cjs';

const email = process.argv[2];
if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
  process.stderr.write('Usage: npm run admin:grant -- someone@example.com\n');
  process.exit(2);
}
const require = createRequire(import.meta.url);
const kit = require('../libs/service-kit/dist/index.js');
const config = stack.loadConfig();
const logger = kit.createLogger({ service: 'admin-grant', level: 'warn' });
const connection = new kit.AmqpConnection({
  url: config.AMQP_URL,
  name: 'admin-grant',
  namespace: process.env.AMQP_NAMESPACE ?? '',
  logger,
});
const client = new kit.RpcClient(connection, 5000);
try {
  const result = await client.request('identity.users.grantAdmin', {
    email,
    grantedBy: `shell:${process.env.USER ?? 'operator'}`,
  });
  process.stdout.write(
    result.signedInYet
      ? `${result.email} is now an admin.\n`
      : `${result.email} will be an admin from their first sign-in (with a verified e-mail).\n`,
  );
  process.exitCode = 0;
} catch (error) {
  process.stderr.write(
    `Could not grant admin: ${error.message}\nIs the platform running (npm start)?\n`,
  );
  process.exitCode = 1;
} finally {
  await client.close();
  await connection.close();
}
