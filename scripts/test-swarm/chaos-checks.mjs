// Nodes failing under traffic: a worker drained and made active again, then (RabbitMQ whole again)
// the other worker's container killed outright and started again, then a RabbitMQ node lost on
// its own. A sampler counts the RabbitMQ nodes up every second throughout.
import { assert, check, measures, seconds, sleep } from '../test-deploy/harness.mjs';
import { killNode, nodes, startNode } from './cluster.mjs';
import { onNode, swarm } from './shell.mjs';
import {
  containerOf,
  rabbit,
  rabbitNodesUp,
  tasks,
  waitAllRunning,
  waitRabbitWhole,
} from './stack.mjs';
import { firstTriesFailed, summary } from './traffic.mjs';

/** Samples how many RabbitMQ nodes run, every second, until stopped: the fewest seen. */
export function startRabbitSampler() {
  const seen = { fewest: 3, samples: 0, running: true };
  seen.done = (async () => {
    while (seen.running) {
      const up = await rabbitNodesUp().catch(() => undefined);
      if (up !== undefined) {
        seen.fewest = Math.min(seen.fewest, up);
        seen.samples += 1;
      }
      await sleep(1000);
    }
  })();
  seen.stop = async () => {
    seen.running = false;
    await seen.done;
    return seen;
  };
  return seen;
}

async function nodeStatus(hostname) {
  return swarm(['node', 'inspect', '-f', '{{.Status.State}} {{.Spec.Availability}}', hostname]);
}

async function waitNode(hostname, wanted, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  let status = '';
  while (Date.now() < deadline) {
    status = await nodeStatus(hostname).catch(() => 'unknown');
    if (status.startsWith(wanted)) return;
    await sleep(1000);
  }
  throw new Error(`${hostname} is "${status}", not ${wanted}, after ${timeoutMs / 1000} s`);
}

/** Waits until nothing of the stack is meant to run on the node, and its RabbitMQ has stopped. */
async function waitDrained(node, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const left = (await tasks()).filter((task) => task.node === node.hostname);
    const rabbitRuns = await containerOf(node, `rabbitmq-${nodes.indexOf(node) + 1}`);
    if (left.length === 0 && !rabbitRuns) return;
    await sleep(1000);
  }
  throw new Error(`${node.hostname} still runs tasks after ${timeoutMs / 1000} s`);
}

/** The services whose request queue has its quorum leader on the n-th RabbitMQ node. */
async function queuesLedBy(n) {
  const listed = await rabbit(n, 'rabbitmqctl', [
    '-q',
    'list_queues',
    'name',
    'leader',
    '--formatter',
    'json',
  ]).catch((error) => error);
  if (listed instanceof Error) return `unknown (${listed.message.slice(0, 80)})`;
  const queues = JSON.parse(listed);
  const led = queues.filter(
    (q) => q.name.endsWith('.requests') && String(q.leader).endsWith(`@rabbitmq-${n}`),
  );
  return led.map((q) => q.name.replace(/\.requests$/, '')).join(', ') || 'none';
}

const failures = (tally) => (tally.failed.length === 0 ? '' : `: ${summary(tally)}`);

export async function checkNodesFailing(traffic) {
  const sampler = startRabbitSampler();
  const [, drained, killed] = nodes;

  await check(
    `a worker (${drained.hostname}) drained during traffic and made active again`,
    async () => {
      const tally = traffic.phase('drain');
      const t = Date.now();
      await swarm(['node', 'update', '--availability', 'drain', drained.hostname]);
      // Its tasks start elsewhere; its RabbitMQ node waits for it (pinned to its volume).
      await waitDrained(drained);
      await waitAllRunning({ except: ['rabbitmq-2'], timeoutMs: 180_000 });
      const moved = Date.now() - t;
      await swarm(['node', 'update', '--availability', 'active', drained.hostname]);
      await waitRabbitWhole();
      await waitAllRunning();
      const report = `every task off it and running elsewhere in ${seconds(moved)}, RabbitMQ whole again ${seconds(Date.now() - t)} after the drain; ${summary(tally)}`;
      measures.push(`drain: ${report}`);
      assert(tally.failed.length === 0, `customer requests failed${failures(tally)}`);
      return report;
    },
  );

  await check(`another worker (${killed.hostname}) killed outright and started again`, async () => {
    // Only with every quorum queue on all three nodes is one of them safe to lose.
    await rabbit(3, 'rabbitmq-queues', ['-q', 'check_if_node_is_quorum_critical']);
    const led = await queuesLedBy(3);
    const tally = traffic.phase('kill');
    // Each may send an e-mail again as the same message (mail-check.mjs).
    traffic.sendersKilled += (await tasks()).filter(
      (task) => task.service === 'notifications' && task.node === killed.hostname,
    ).length;
    const t = Date.now();
    await killNode(killed);
    await waitNode(killed.hostname, 'down');
    const noticed = Date.now() - t;
    await waitAllRunning({ except: ['rabbitmq-3'], timeoutMs: 180_000 });
    const rescheduled = Date.now() - t;
    await startNode(killed);
    await waitNode(killed.hostname, 'ready');
    await waitRabbitWhole();
    await waitAllRunning();
    const firstTries = `first tries that failed: ${firstTriesFailed(traffic, 'kill', t)}; request queues led by rabbitmq-3 before the kill: ${led}`;
    const report = `the manager saw it down after ${seconds(noticed)}, its tasks running elsewhere after ${seconds(rescheduled)}, RabbitMQ whole again ${seconds(Date.now() - t)} after the kill; ${summary(tally)}; ${firstTries}`;
    measures.push(`kill: ${report}`);
    assert(tally.failed.length === 0, `customer requests failed${failures(tally)}; ${firstTries}`);
    return report;
  });

  await check('never two RabbitMQ nodes down at once', async () => {
    const seen = await sampler.stop();
    const report = `at least ${seen.fewest} of 3 up in each of ${seen.samples} samples, one a second`;
    assert(seen.fewest >= 2, report);
    return report;
  });
}

/**
 * The RabbitMQ node on the manager's node killed on its own; Swarm starts it again there. What
 * must hold: no order or e-mail lost (every order of this phase is counted at the mail viewer at
 * the end). Requests that fail meanwhile are counted here, as figures.
 */
export async function checkRabbitNodeLost(traffic) {
  await check('a RabbitMQ node lost (rabbitmq-1 killed) while orders go on', async () => {
    const tally = traffic.phase('rabbitmq lost');
    const t = Date.now();
    const [first] = nodes;
    const container = await containerOf(first, 'rabbitmq-1');
    await onNode(first.name, ['kill', container]);
    await sleep(5000);
    await waitRabbitWhole();
    await sleep(5000);
    const report = `RabbitMQ whole again ${seconds(Date.now() - t)} after the kill; ${summary(tally)}`;
    measures.push(`RabbitMQ node lost: ${report}`);
    assert(tally.orders > 0, `no order was placed meanwhile: ${report}`);
    return report;
  });
}
