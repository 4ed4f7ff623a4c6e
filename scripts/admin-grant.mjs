#!/usr/bin/env node
// npm run admin:grant -- someone@example.com
// npm run admin:grant -- --role compliance_officer someone@example.com
// Makes someone an admin through the identity service (which must be running), before or after
// their first sign-in; it takes effect once they sign in with that e-mail verified. The
// compliance officer role is granted only to someone who has signed in already (the nominated
// officer signs in once, then the operator runs this).
import { createRequire } from 'node:module';
import stack from './lib/stack.cjs';

const args = process.argv.slice(2);
const roleAt = args.indexOf('--role');
const role = roleAt >= 0 ? args.splice(roleAt, 2)[1] : 'admin';
const email = args[0];
if (
  !email ||
  !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) ||
  !['admin', 'compliance_officer'].includes(role)
) {
  process.stderr.write(
    'Usage: npm run admin:grant -- [--role admin|compliance_officer] someone@example.com\n',
  );
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
const grantedBy = `shell:${process.env.USER ?? 'operator'}`;

/** The record of an e-mail, looked for a page at a time (null before a first sign-in). */
async function findUser(address) {
  for (let page = 1; ; page += 1) {
    const list = await client.request('identity.users.list', { page, pageSize: 200 });
    const found = list.users.find((user) => user.email.toLowerCase() === address.toLowerCase());
    if (found) return found;
    if (page * list.pageSize >= list.total) return null;
  }
}

async function grantOfficer() {
  const user = await findUser(email);
  if (!user) {
    process.stderr.write(
      `${email} has not signed in yet: ask them to sign in once, then run this again.\n`,
    );
    return 1;
  }
  const result = await client.request('identity.users.setRole', {
    userId: user.id,
    role,
    grant: true,
    by: { userId: null, email: grantedBy },
  });
  process.stdout.write(`${result.email} now holds: ${result.roles.join(', ')}.\n`);
  return 0;
}

try {
  if (role !== 'admin') {
    process.exitCode = await grantOfficer();
  } else {
    const result = await client.request('identity.users.grantAdmin', {
      email,
      grantedBy,
    });
    process.stdout.write(
      result.signedInYet
        ? `${result.email} is now an admin.\n`
        : `${result.email} will be an admin from their first sign-in (with a verified e-mail).\n`,
    );
    process.exitCode = 0;
  }
} catch (error) {
  process.stderr.write(
    `Could not grant ${role}: ${error.message}\nIs the platform running (npm start)?\n`,
  );
  process.exitCode = 1;
} finally {
  await client.close();
  await connection.close();
}
