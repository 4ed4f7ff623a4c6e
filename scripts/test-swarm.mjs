#!/usr/bin/env node
// npm run test:swarm: the Swarm stack (deploy/swarm) on a Swarm of three node containers running
// Debian's Docker engine, checked under mixed traffic while nodes fail (docs/testing.md):
// every service healthy and spread; a worker drained and made active again, the other worker
// killed and started again (never two RabbitMQ nodes down, no customer request failing beyond one
// retry of a request safe to repeat); a rolling update with no failed request and a failed one
// rolled back; a RabbitMQ node lost; every order e-mailed exactly once; one rate refresh per tick
// with rates on three nodes. It reuses the images test:deploy built (fx-platform:latest, ...),
// builds them where missing, talks only to ports published on 127.0.0.1, and removes everything it
// made, also on failure and Ctrl+C. Ends "N passed, N failed".
//
// The parts live in ./test-swarm/: the node containers and the registry (cluster), the stack under
// test (stack), the operator's load balancer (balancer), the traffic, and the checks in order.
import {
  describeFailuresWith,
  log,
  results,
  seconds,
  stopChecks,
  summarise,
} from './test-deploy/harness.mjs';
import { staleConnections } from './test-deploy/client.mjs';
import { nodes, ports, runId } from './test-swarm/cluster.mjs';
import { removeTheRun } from './test-swarm/teardown.mjs';
import { startBalancerForRun } from './test-swarm/balancer.mjs';
import { replicas } from './test-swarm/stack.mjs';
import { checkOneRefreshPerTick, checkTheStackComesUp } from './test-swarm/deploy-checks.mjs';
import { checkNodesFailing, checkRabbitNodeLost } from './test-swarm/chaos-checks.mjs';
import { checkUpdates } from './test-swarm/update-checks.mjs';
import { checkEveryOrderMailedOnce } from './test-swarm/mail-check.mjs';
import { startTraffic, summary } from './test-swarm/traffic.mjs';

let lastState = '';
describeFailuresWith(() => lastState);
const phases = [];
let balancer;
let traffic;

async function phase(name, work) {
  const t = Date.now();
  try {
    return await work();
  } finally {
    phases.push(`${name} ${seconds(Date.now() - t)}`);
    lastState = await replicas()
      .then((all) => [...all].map(([s, [r, w]]) => `${s} ${r}/${w}`).join(', '))
      .catch(() => '');
  }
}

async function main() {
  log(
    `Swarm test ${runId}: nodes ${nodes.map((n) => n.hostname).join(', ')}; gateways on 127.0.0.1:${ports.gateways.join(', ')}`,
  );
  balancer = await startBalancerForRun(ports);
  const run = { admin: 'admin@highstreetfx.test' };
  await phase('set-up and deploy', () => checkTheStackComesUp(run));
  if (!run.staff) return;
  traffic = startTraffic(run);
  await phase('refresh per tick', () => checkOneRefreshPerTick(run));
  await phase('drain and kill', () => checkNodesFailing(traffic));
  await phase('updates', () => checkUpdates(traffic));
  await phase('RabbitMQ node lost', () => checkRabbitNodeLost(traffic));
  await traffic.stop();
  await phase('e-mails counted', () => checkEveryOrderMailedOnce(traffic));
}

let cleaned = false;
function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  const failed = results.some((r) => !r.ok);
  const removed = removeTheRun({ keepLogsIn: failed ? 'swarm-test' : undefined });
  results.push({ name: 'every container, volume and network removed', ok: removed });
}

function finish(interrupted) {
  const more = [];
  if (traffic)
    for (const tally of traffic.phases) more.push(`traffic, ${tally.name}: ${summary(tally)}`);
  if (balancer)
    more.push(
      `load balancer: ${balancer.stats.resent} requests sent to another node after a connection failed, ${balancer.stats.refused} answered 502`,
    );
  more.push(`requests asked again after a kept-alive connection was closed: ${staleConnections}`);
  more.push(`phases: ${phases.join(', ')}`);
  const failed = summarise(more);
  process.exit(failed === 0 && !interrupted ? 0 : 1);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    log(`\n${signal}: removing everything the test made`);
    stopChecks();
    cleanUp();
    finish(true);
  });
}

try {
  await main();
} catch (error) {
  results.push({ name: 'the Swarm test itself', ok: false });
  log(`FAIL - the Swarm test itself: ${error.stack}`);
} finally {
  if (traffic) await traffic.stop().catch(() => undefined);
  if (balancer) await balancer.close().catch(() => undefined);
  cleanUp();
}
finish(false);
