#!/usr/bin/env node
// npm run soak: the chaos soak (not in CI). The Swarm stack on the test Swarm of test:swarm (three
// node containers, the registry, the load balancer on 127.0.0.1), under the same mixed traffic for
// 30 minutes (--minutes=N), with a random fault about every two minutes (--every=S): a service's
// container killed, a worker node paused, a RabbitMQ node cut off, PostgreSQL restarted. After
// each fault it waits until every service runs and RabbitMQ is whole again (5 minutes at most) and
// says how long that took. It ends in a report (scripts/soak/report.mjs; var/soak/report-*.md):
// orders placed, e-mailed exactly once, none doubled, failed requests by kind and when. Exits 0
// when nothing was lost, doubled or e-mailed twice; failed requests are figures, not failures.
// Removes everything it made, also on Ctrl+C.
import { log, results, seconds, sleep, stopChecks } from './test-deploy/harness.mjs';
import { nodes, ports, runId } from './test-swarm/cluster.mjs';
import { startBalancerForRun } from './test-swarm/balancer.mjs';
import { checkTheStackComesUp } from './test-swarm/deploy-checks.mjs';
import { waitAllRunning, waitRabbitWhole } from './test-swarm/stack.mjs';
import { removeTheRun } from './test-swarm/teardown.mjs';
import { startTraffic, summary } from './test-swarm/traffic.mjs';
import { randomFault } from './soak/faults.mjs';
import { soakReport } from './soak/report.mjs';

const option = (name, fallback) => {
  const found = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return found ? Number(found.slice(name.length + 3)) : fallback;
};
const minutes = option('minutes', 30);
const everySeconds = option('every', 120);
// Every e-mail of the run stays at the mail viewer, to be counted (it keeps 500 by default).
process.env.MAIL_SINK_MAX_MESSAGES = '100000';

let balancer;
let traffic;
const faults = [];

/** Until every service runs all its tasks and RabbitMQ has three nodes: "41.2 s" or why not. */
async function whole() {
  const t = Date.now();
  try {
    await waitAllRunning({ timeoutMs: 300_000 });
    await waitRabbitWhole(300_000);
    return seconds(Date.now() - t);
  } catch (error) {
    return `not within 5 min: ${error.message}`;
  }
}

async function soak(started) {
  const ends = Date.now() + minutes * 60_000;
  let next = Date.now() + everySeconds * 1000 * (0.75 + Math.random() * 0.5);
  while (next < ends) {
    await sleep(Math.max(0, next - Date.now()));
    const fault = randomFault();
    const at = Date.now();
    const phase = `#${faults.length + 1} ${fault.name}`;
    traffic.phase(phase);
    let target;
    try {
      target = await fault.run();
    } catch (error) {
      target = `the fault itself failed: ${error.message}`;
    }
    const recovered = await whole();
    faults.push({ name: fault.name, phase, at, target, recovered });
    log(`${phase} at +${seconds(at - started)}: ${target}; whole again after ${recovered}`);
    traffic.phase(`after #${faults.length}`);
    next = at + everySeconds * 1000 * (0.75 + Math.random() * 0.5);
  }
  await sleep(Math.max(0, ends - Date.now()));
}

async function main() {
  log(
    `Chaos soak ${runId}: ${minutes} min, a fault about every ${everySeconds} s; nodes ${nodes.map((n) => n.hostname).join(', ')}`,
  );
  balancer = await startBalancerForRun(ports);
  const run = { admin: 'admin@highstreetfx.test' };
  await checkTheStackComesUp(run);
  if (!run.staff) throw new Error('the stack did not come up');
  traffic = startTraffic(run);
  const started = Date.now();
  await soak(started);
  await traffic.stop();
  for (const tally of traffic.phases) log(`traffic, ${tally.name}: ${summary(tally)}`);
  const report = await soakReport({ started, minutes, faults, traffic });
  log(`\n${report.text}\n\nReport: ${report.file}`);
  return report.clean;
}

let removed = false;
function cleanUp(keepLogs) {
  if (removed) return;
  removed = true;
  removeTheRun({ keepLogsIn: keepLogs ? 'soak' : undefined });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    log(`\n${signal}: removing everything the soak made`);
    stopChecks();
    cleanUp(false);
    process.exit(1);
  });
}

let clean = false;
try {
  clean = await main();
} catch (error) {
  log(`The soak stopped: ${error.stack}`);
} finally {
  if (traffic) await traffic.stop().catch(() => undefined);
  if (balancer) await balancer.close().catch(() => undefined);
  cleanUp(!clean || results.some((r) => !r.ok));
}
process.exit(clean ? 0 : 1);
