// What survives: down then up keeps orders, staff, margins, alerts and queued e-mails, and a
// database dump restores into a fresh database.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { api, mailTo, placeOrder, signInWithGoogle, uidOf } from './client.mjs';
import {
  compose,
  composeCommand,
  composeEnv,
  containersOf,
  docker,
  emptyEnvFile,
  EVERYTHING,
  OUT,
  psql,
  ROOT,
  suffix,
  waitHealthy,
} from './compose.mjs';
import { assert, check, sleep } from './harness.mjs';

export async function checkRestartAndRestore(run) {
  const { admin, customer } = run;

  await check(
    'down then up keeps orders, staff, margins, alerts and e-mails still queued',
    async () => {
      const margin = await api('PUT', '/admin/currencies/JPY', {
        body: { sellMarginPct: '-3.25' },
        headers: run.staff,
      });
      assert(margin.status === 200, `margin change: ${margin.status} ${margin.text.slice(0, 200)}`);
      const alertEmail = `alert-${suffix}@example.com`;
      const alertToken = await signInWithGoogle(alertEmail);
      const alert = await api('POST', '/me/alerts', {
        body: { code: 'EUR', targetRate: '9.99' },
        headers: { authorization: `Bearer ${alertToken}` },
      });
      assert(
        alert.status === 201 || alert.status === 200,
        `alert: ${alert.status} ${alert.text.slice(0, 200)}`,
      );
      // E-mails held in Redis: the mail server is down, so the confirmation waits to be retried.
      compose(['stop', 'mail']);
      const queuedInRedis = await placeOrder(customer);
      await sleep(3000);
      // An event held in RabbitMQ: nothing consumes the notifications queue while it is stopped.
      compose(['stop', 'notifications']);
      const queuedInRabbit = await placeOrder(customer);
      await sleep(2000);
      compose(['down']);
      compose(['up', '-d']);
      await waitHealthy(EVERYTHING);
      const tracked = await api(
        'GET',
        `/orders/${run.order.orderNumber}?email=${encodeURIComponent(customer)}`,
      );
      assert(
        tracked.status === 200 && tracked.json.status === 'accepted',
        `tracking: ${tracked.status} ${tracked.text.slice(0, 200)}`,
      );
      // The emulator kept its accounts (the try-it stack's volume): signing in again finds the
      // same account, which is still an admin. (Sessions from before the restart are refused, as
      // after any revocation: the emulator marks imported accounts valid from the import.)
      const again = await signInWithGoogle(admin);
      assert(
        uidOf(again) === uidOf(run.staff.authorization.slice(7)),
        'the emulator lost the admin account',
      );
      const me = await api('POST', '/me', {
        body: {},
        headers: { authorization: `Bearer ${again}` },
      });
      assert(me.json?.role === 'admin', `the admin after restart: ${me.text.slice(0, 200)}`);
      run.staff.authorization = `Bearer ${again}`;
      // A role granted from the shell before the first sign-in is PostgreSQL's to keep.
      const granted = await signInWithGoogle(`second-admin-${suffix}@example.com`);
      const second = await api('POST', '/me', {
        body: {},
        headers: { authorization: `Bearer ${granted}` },
      });
      assert(
        second.json?.role === 'admin',
        `the granted admin after restart: ${second.text.slice(0, 200)}`,
      );
      const jpy = await api('GET', '/admin/currencies', { headers: run.staff });
      const kept = jpy.json.currencies.find((c) => c.code === 'JPY');
      assert(
        Number(kept.sellMarginPct) === -3.25,
        `JPY margin after restart: ${kept.sellMarginPct}`,
      );
      const alerts = await api('GET', '/me/alerts', {
        headers: { authorization: `Bearer ${await signInWithGoogle(alertEmail)}` },
      });
      assert(alerts.json.alerts.length === 1, `alerts after restart: ${alerts.text.slice(0, 200)}`);
      await mailTo(customer, new RegExp(queuedInRedis.orderNumber), 120_000);
      await mailTo(customer, new RegExp(queuedInRabbit.orderNumber), 120_000);
      return `order ${run.order.orderNumber} still accepted; e-mails of ${queuedInRedis.orderNumber} (queued in Redis) and ${queuedInRabbit.orderNumber} (queued in RabbitMQ) delivered after up`;
    },
  );

  await check(
    'backup and restore drill: a dump restored into a fresh database still has the order',
    async () => {
      const dump = spawnSync(
        composeCommand[0],
        [
          ...composeCommand[1],
          '--env-file',
          emptyEnvFile,
          'exec',
          '-T',
          'postgres',
          'pg_dump',
          '-U',
          'fx',
          '-d',
          'fx',
          '--format=custom',
        ],
        {
          cwd: ROOT,
          env: composeEnv,
          maxBuffer: 512 << 20,
        },
      );
      assert(
        dump.status === 0 && dump.stdout.length > 1000,
        `pg_dump: ${String(dump.stderr).slice(-300)}`,
      );
      const file = path.join(OUT, 'fx.dump');
      fs.writeFileSync(file, dump.stdout);
      // As docs/operations.md restores: the file copied into the container (Compose v1's exec
      // does not pass standard input through).
      docker(['cp', file, `${containersOf('postgres')[0]}:/tmp/fx.dump`]);
      psql('CREATE DATABASE fx_restore_drill');
      compose([
        'exec',
        '-T',
        'postgres',
        'pg_restore',
        '-U',
        'fx',
        '-d',
        'fx_restore_drill',
        '--no-owner',
        '/tmp/fx.dump',
      ]);
      const found = psql(
        `SELECT status FROM orders.orders WHERE order_number = '${run.order.orderNumber}'`,
        'fx_restore_drill',
      );
      assert(found === 'accepted', `the restored database has: "${found}"`);
      const definitions = compose([
        'exec',
        '-T',
        'rabbitmq',
        'rabbitmqctl',
        '-q',
        'export_definitions',
        '-',
      ]).stdout;
      assert(
        /notifications\.orders/.test(definitions),
        'RabbitMQ definitions miss the notifications queue',
      );
      return `dump of ${(dump.stdout.length / 1024).toFixed(0)} KB restored; order ${run.order.orderNumber} is there, accepted`;
    },
  );
}
