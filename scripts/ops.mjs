#!/usr/bin/env node
// npm run ops -- <command>: what an operator needs when something went wrong (docs/operations.md).
//   status        each outbox's backlog (rates, orders, identity), every event consumer's queue
//                 (waiting, retrying, dead-lettered) and the e-mail jobs by state
//   dlq:replay    puts every dead-lettered event back on its queue (no e-mail is sent twice:
//                 e-mail jobs are keyed by event id)
//   mail:failed   lists the e-mails that failed after their last attempt, with the reason
//   mail:retry    queues every failed e-mail again
//   sanctions:import [file|url]
//                 imports the sanctions list now through the running compliance service: a file
//                 or URL given, else the service's SANCTIONS_LIST_URL; refused lists name why
// It reads the same configuration as the services (.env, then the environment).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import stack from './lib/stack.cjs';

const { ROOT, loadConfig, log } = stack;
const fromWorkspace = (name, workspace) =>
  createRequire(path.join(ROOT, workspace, 'package.json'))(name);
const amqplib = fromWorkspace('amqplib', 'libs/service-kit');
const { Client } = fromWorkspace('pg', 'libs/service-kit');
const { Queue } = fromWorkspace('bullmq', 'services/notifications');

const config = loadConfig();
const namespace = process.env.AMQP_NAMESPACE ?? '';
const redisPrefix = process.env.REDIS_KEY_PREFIX ?? 'fx:';
// Every event consumer's queue: order e-mails, rate-alert e-mails, and the rates service's check
// of alerts on each refresh. Each has its retry queue and its dead letters.
const CONSUMERS = ['notifications.orders', 'notifications.alerts', 'rates.alerts'].map(
  (name) => `${namespace}${name}`,
);
const queuesOf = (main) => ({ main, retry: `${main}.retry`, dead: `${main}.dlq` });

function mailQueue() {
  const url = new URL(config.REDIS_URL);
  return new Queue('mail', {
    prefix: `${redisPrefix}bull`,
    connection: {
      host: url.hostname,
      port: Number(url.port || 6379),
      ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
      maxRetriesPerRequest: null,
    },
  });
}

async function withChannel(work) {
  const connection = await amqplib.connect(config.AMQP_URL);
  // A missing queue closes the channel with an error: the caller's promise says so instead.
  connection.on('error', () => undefined);
  try {
    const channel = await connection.createConfirmChannel();
    channel.on('error', () => undefined);
    return await work(channel);
  } finally {
    await connection.close().catch(() => undefined);
  }
}

async function status() {
  await outboxStatus().catch((error) => log(`Outbox: cannot be read (${error.message})`));
  for (const consumer of CONSUMERS) {
    // A failed check closes the channel: one channel per queue.
    for (const [label, name] of Object.entries(queuesOf(consumer))) {
      const exists = await withChannel(async (channel) => {
        const { messageCount, consumerCount } = await channel.checkQueue(name);
        log(`Queue ${name} (${label}): ${messageCount} messages, ${consumerCount} consumers`);
        return true;
      }).catch(() => false);
      if (!exists) {
        log(`Queue ${name}: does not exist (its service never ran here)`);
        break;
      }
    }
  }
  const mail = mailQueue();
  try {
    const counts = await mail.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed');
    log(
      `E-mail jobs: ${Object.entries(counts)
        .map(([state, count]) => `${count} ${state}`)
        .join(', ')}`,
    );
  } finally {
    await mail.close();
  }
}

/** The services with an outbox (service-kit's OutboxModule), each in its own schema. */
const OUTBOXES = ['rates', 'orders', 'identity', 'payments', 'compliance'];

async function outboxStatus() {
  const db = new Client({ connectionString: config.DATABASE_URL });
  await db.connect();
  try {
    for (const schema of OUTBOXES) {
      // A database the service has not migrated yet has no outbox: nothing waits in it.
      const { rows: found } = await db.query('SELECT to_regclass($1) IS NOT NULL AS present', [
        `${schema}.outbox`,
      ]);
      if (!found[0].present) {
        log(`Outbox (${schema}): none yet`);
        continue;
      }
      const { rows } = await db.query(
        `SELECT count(*)::int AS unsent, min(occurred_at) AS oldest,
                count(*) FILTER (WHERE last_error IS NOT NULL)::int AS failing
           FROM ${schema}.outbox WHERE sent_at IS NULL`,
      );
      const { unsent, oldest, failing } = rows[0];
      log(
        `Outbox (${schema}): ${unsent} events not yet published${oldest ? ` (oldest from ${oldest.toISOString()})` : ''}${failing ? `, ${failing} after a failed try` : ''}`,
      );
    }
  } finally {
    await db.end();
  }
}

async function replayDeadLetters() {
  for (const consumer of CONSUMERS) await replayDeadLettersOf(queuesOf(consumer));
}

async function replayDeadLettersOf(queues) {
  const replayed = await withChannel(async (channel) => {
    // Only what is there now: an event that fails again comes back here, and is not taken twice.
    const { messageCount } = await channel.checkQueue(queues.dead);
    let count = 0;
    while (count < messageCount) {
      const message = await channel.get(queues.dead, { noAck: false });
      if (!message) break;
      const { headers = {}, ...properties } = message.properties;
      // A fresh start: the consumer counts its attempts again from one.
      const { 'x-attempt': _attempt, 'x-death': _death, ...kept } = headers;
      channel.sendToQueue(queues.main, message.content, { ...properties, headers: kept });
      await channel.waitForConfirms();
      channel.ack(message);
      count += 1;
    }
    return count;
  }).catch(() => null);
  if (replayed === null) log(`Queue ${queues.dead}: does not exist (its service never ran here)`);
  else log(`Put ${replayed} dead-lettered events back on ${queues.main}.`);
}

async function failedMail(retry) {
  const mail = mailQueue();
  try {
    const failed = await mail.getFailed(0, 999);
    if (failed.length === 0) log('No e-mail has failed after its last attempt.');
    for (const job of failed) {
      log(
        `${job.id}  ${job.data.template}  ${job.attemptsMade} attempts  last ${new Date(job.finishedOn ?? job.timestamp).toISOString()}  ${job.failedReason}`,
      );
      if (retry) await job.retry('failed');
    }
    if (retry && failed.length > 0) log(`Queued ${failed.length} failed e-mails again.`);
  } finally {
    await mail.close();
  }
}

/**
 * The sanctions list imported now by the running compliance service (compliance.list.import over
 * RabbitMQ): the file or URL given (read here, sent as the list), else the service downloads it
 * from its SANCTIONS_LIST_URL. A refused list (malformed, shrunk, unreachable) says why.
 */
async function importSanctionsList() {
  const from = process.argv[3];
  let csv;
  if (from && /^https?:\/\//.test(from)) {
    const response = await fetch(from);
    if (!response.ok) throw new Error(`${from} answered ${response.status}`);
    csv = await response.text();
  } else if (from) {
    csv = await readFile(path.resolve(from), 'utf8');
  }
  const kit = fromWorkspace('@fx/service-kit', 'services/compliance');
  const connection = new kit.AmqpConnection({
    url: config.AMQP_URL,
    name: 'ops-sanctions-import',
    namespace,
    logger: kit.createLogger({ service: 'ops', level: 'warn' }),
  });
  const client = new kit.RpcClient(connection, 300_000);
  try {
    const list = await client.request('compliance.list.import', {
      ...(csv === undefined ? {} : { csv, source: from }),
      by: { kind: 'staff', id: `shell:${process.env.USER ?? 'operator'}` },
    });
    log(
      `Sanctions list in force: dated ${list.listDate ?? 'unknown'}, ${list.entries} entries, ${list.names} names (from ${list.source}).`,
    );
  } catch (error) {
    throw new Error(
      `The sanctions list was not imported (${error.code ?? 'error'}): ${error.message}`,
      { cause: error },
    );
  } finally {
    await client.close();
    await connection.close();
  }
}

const commands = {
  status,
  'dlq:replay': replayDeadLetters,
  'mail:failed': () => failedMail(false),
  'mail:retry': () => failedMail(true),
  'sanctions:import': importSanctionsList,
};
const command = commands[process.argv[2]];
if (!command) {
  log(`Usage: npm run ops -- <${Object.keys(commands).join(' | ')}>`);
  process.exit(2);
}
command().then(
  () => process.exit(0),
  (error) => {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  },
);
