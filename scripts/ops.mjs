#!/usr/bin/env node
// npm run ops -- <command>: what an operator needs when something went wrong (docs/operations.md).
//   status        outbox backlog, the order-events queues (waiting, retrying, dead-lettered) and
//                 the e-mail jobs by state
//   dlq:replay    puts every dead-lettered order event back on its queue (no e-mail is sent twice:
//                 e-mail jobs are keyed by event id)
//   mail:failed   lists the e-mails that failed after their last attempt, with the reason
//   mail:retry    queues every failed e-mail again
// It reads the same configuration as the services (.env, then the environment).
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
const ORDER_EVENTS = `${namespace}notifications.orders`;
const queues = {
  main: ORDER_EVENTS,
  retry: `${ORDER_EVENTS}.retry`,
  dead: `${ORDER_EVENTS}.dlq`,
};

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
  try {
    const channel = await connection.createConfirmChannel();
    return await work(channel);
  } finally {
    await connection.close();
  }
}

async function status() {
  const db = new Client({ connectionString: config.DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query(
      `SELECT count(*)::int AS unsent, min(occurred_at) AS oldest,
              count(*) FILTER (WHERE last_error IS NOT NULL)::int AS failing
         FROM orders.outbox WHERE sent_at IS NULL`,
    );
    const { unsent, oldest, failing } = rows[0];
    log(
      `Outbox: ${unsent} events not yet published${oldest ? ` (oldest from ${oldest.toISOString()})` : ''}${failing ? `, ${failing} after a failed try` : ''}`,
    );
  } finally {
    await db.end();
  }
  await withChannel(async (channel) => {
    for (const [label, name] of Object.entries(queues)) {
      try {
        const { messageCount, consumerCount } = await channel.checkQueue(name);
        log(`Queue ${name} (${label}): ${messageCount} messages, ${consumerCount} consumers`);
      } catch {
        log(`Queue ${name} (${label}): does not exist (the notifications service never ran here)`);
        return;
      }
    }
  });
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

async function replayDeadLetters() {
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
  });
  log(`Put ${replayed} dead-lettered order events back on ${queues.main}.`);
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

const commands = {
  status,
  'dlq:replay': replayDeadLetters,
  'mail:failed': () => failedMail(false),
  'mail:retry': () => failedMail(true),
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
