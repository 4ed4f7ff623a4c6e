// Updates under traffic: the gateway and the orders service moved to a new tag of their image
// (pushed to the registry) one task at a time, each new task healthy before an old one stops; then
// an update whose tasks cannot start (a bad setting) rolled back by Swarm itself.
import { assert, check, measures, seconds, sleep } from '../test-deploy/harness.mjs';
import { swarm } from './shell.mjs';
import { STACK, tagInRegistry, waitAllRunning } from './stack.mjs';
import { summary } from './traffic.mjs';

const updateState = (service) =>
  swarm([
    'service',
    'inspect',
    '-f',
    '{{if .UpdateStatus}}{{.UpdateStatus.State}}{{end}}',
    `${STACK}_${service}`,
  ]);

async function waitUpdate(services, wanted, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  let states = [];
  while (Date.now() < deadline) {
    states = await Promise.all(services.map(updateState));
    if (states.every((state) => state === wanted)) return;
    if (states.some((state) => state === 'paused' || state === 'rollback_paused'))
      throw new Error(`update ${states.join(', ')}`);
    await sleep(1000);
  }
  throw new Error(
    `updates ${services.map((s, i) => `${s} ${states[i] || 'none'}`).join(', ')} after ${timeoutMs / 1000} s, not ${wanted}`,
  );
}

const imageOf = (service) =>
  swarm([
    'service',
    'inspect',
    '-f',
    '{{.Spec.TaskTemplate.ContainerSpec.Image}}',
    `${STACK}_${service}`,
  ]);

export async function checkUpdates(traffic) {
  await check(
    'a rolling update of the gateway and orders images with no failed request',
    async () => {
      await tagInRegistry('fx-platform', 'latest', 'v2');
      const tally = traffic.phase('update');
      const t = Date.now();
      const services = ['gateway', 'orders'];
      await Promise.all(
        services.map((service) =>
          swarm([
            'service',
            'update',
            '--detach',
            '--image',
            'registry:5000/fx-platform:v2',
            `${STACK}_${service}`,
          ]),
        ),
      );
      await waitUpdate(services, 'completed');
      const took = Date.now() - t;
      const images = await Promise.all(services.map(imageOf));
      assert(
        images.every((image) => image.startsWith('registry:5000/fx-platform:v2')),
        `images now ${images.join(', ')}`,
      );
      await waitAllRunning();
      const report = `both updated in ${seconds(took)}, one task at a time, the new one first; ${summary(tally)}`;
      measures.push(`rolling update: ${report}`);
      assert(tally.failed.length === 0, `customer requests failed: ${summary(tally)}`);
      return report;
    },
  );

  await check(
    'a failed update (a setting the orders service refuses) rolled back by itself',
    async () => {
      const tally = traffic.phase('failed update');
      const t = Date.now();
      await swarm([
        'service',
        'update',
        '--detach',
        '--env-add',
        'RPC_TIMEOUT_MS=1',
        `${STACK}_orders`,
      ]);
      await waitUpdate(['orders'], 'rollback_completed');
      const took = Date.now() - t;
      const env = await swarm([
        'service',
        'inspect',
        '-f',
        '{{json .Spec.TaskTemplate.ContainerSpec.Env}}',
        `${STACK}_orders`,
      ]);
      assert(!env.includes('RPC_TIMEOUT_MS=1"'), 'the bad setting is still in the service');
      await waitAllRunning();
      const report = `rolled back ${seconds(took)} after the update, the old tasks serving throughout; ${summary(tally)}`;
      measures.push(`failed update: ${report}`);
      assert(tally.failed.length === 0, `customer requests failed: ${summary(tally)}`);
      return report;
    },
  );
}
