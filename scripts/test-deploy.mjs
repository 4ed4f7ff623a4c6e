#!/usr/bin/env node
// npm run test:deploy: the compose path as an operator runs it, checked as a user would.
// Builds the images (deploy/build-images.sh), starts the try-it stack under a project name and
// ports of its own (127.0.0.1 only), and checks: the site and its rates, an order reaching the
// mail viewer, a staff member accepting it through the emulator and the gate, the operator's
// commands inside the containers, Prometheus (profile observability) scraping every instance and
// counting an order, three rates instances with one killed, the TLS profile, production refusing
// try-it settings, down/up keeping everything (queued e-mails included) and a restore drill. Removes every container, volume and network it made; ends "N passed, N failed".
//
// The parts live in ./test-deploy/: the bookkeeping (harness), the stack under test (compose),
// HTTP as the browser and the staff use it (client), and the checks in the order they run.
import fs from 'node:fs';
import path from 'node:path';
import {
  describeFailuresWith,
  log,
  results,
  stopChecks,
  summarise,
} from './test-deploy/harness.mjs';
import {
  OUT,
  ROOT,
  compose,
  containerStates,
  docker,
  emptyEnvFile,
  mailViewer,
  project,
  site,
  suffix,
} from './test-deploy/compose.mjs';
import { staleConnections } from './test-deploy/client.mjs';
import { checkTheSiteComesUp } from './test-deploy/site-checks.mjs';
import { checkAnOrderAndTheStaff } from './test-deploy/order-checks.mjs';
import { checkPrometheus } from './test-deploy/prometheus-checks.mjs';
import { checkScaledInstances } from './test-deploy/scaling-check.mjs';
import { checkTheTlsAndProductionProfiles } from './test-deploy/profile-checks.mjs';
import { checkRestartAndRestore } from './test-deploy/restart-checks.mjs';

describeFailuresWith(containerStates);

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  log(`Deploy test: project ${project}, site ${site}, mail viewer ${mailViewer}`);
  // What the checks share: who signs in, and the order and the staff's headers once they exist.
  const run = { admin: 'admin@highstreetfx.test', customer: `deploy-${suffix}@example.com` };
  await checkTheSiteComesUp();
  await checkPrometheus();
  await checkAnOrderAndTheStaff(run);
  await checkScaledInstances(run);
  await checkTheTlsAndProductionProfiles();
  await checkRestartAndRestore(run);
}

function cleanUp() {
  if (results.some((r) => !r.ok)) {
    const logs = compose(['logs', '--no-color', '--tail', '200'], { allowFailure: true }).output;
    fs.mkdirSync(OUT, { recursive: true });
    fs.writeFileSync(path.join(OUT, 'compose.log'), logs);
    log(`Logs of every container: ${path.relative(ROOT, path.join(OUT, 'compose.log'))}`);
  }
  compose(
    [
      '--profile',
      'tls',
      '--profile',
      'ops',
      '--profile',
      'observability',
      'down',
      '-v',
      '--remove-orphans',
      '--timeout',
      '10',
    ],
    { allowFailure: true },
  );
  fs.rmSync(emptyEnvFile, { force: true });
  const left = [
    docker(['ps', '-aq', '--filter', `label=com.docker.compose.project=${project}`], {
      allowFailure: true,
    }),
    docker(['volume', 'ls', '-q', '--filter', `label=com.docker.compose.project=${project}`], {
      allowFailure: true,
    }),
    docker(['network', 'ls', '-q', '--filter', `label=com.docker.compose.project=${project}`], {
      allowFailure: true,
    }),
  ].join('');
  results.push({ name: 'every container, volume and network removed', ok: left === '' });
  log(`${left === '' ? 'ok  ' : 'FAIL'} - every container, volume and network removed`);
}

let interrupted = false;
process.on('SIGINT', () => {
  interrupted = true;
  stopChecks();
});
try {
  await main();
} catch (error) {
  results.push({ name: 'the deploy test itself', ok: false });
  log(`FAIL - the deploy test itself: ${error.stack}`);
} finally {
  cleanUp();
}
const failed = summarise([
  `requests asked again after a kept-alive connection was closed: ${staleConnections}`,
]);
process.exit(failed === 0 && !interrupted ? 0 : 1);
