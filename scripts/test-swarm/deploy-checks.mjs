// Up to a running stack: the node and registry images, the Swarm, the images through the registry,
// RabbitMQ's cluster, then the whole stack healthy and spread over the nodes; the staff signed in;
// and the live refresh run once per tick by three rates instances on three nodes.
import { api, signInAsStaff } from '../test-deploy/client.mjs';
import { assert, check, measures, seconds, sleep } from '../test-deploy/harness.mjs';
import { buildImages, startSwarm, sweepLeftovers } from './cluster.mjs';
import {
  createSecrets,
  deploy,
  psql,
  pushImages,
  tasks,
  waitAllRunning,
  waitRabbitWhole,
  writeSettings,
} from './stack.mjs';

const STATE = ['state.yml'];
export const EVERY_FILE = ['state.yml', 'stack.yml', 'try-it.yml'];
/** postgres, redis, rabbitmq-1..3, seven services, the emulator and the mail viewer. */
const SERVICES = 14;

export async function checkTheStackComesUp(run) {
  await check(
    'the node and registry images (built, or found by the hash of their files)',
    async () => {
      const swept = await sweepLeftovers();
      run.images = await buildImages();
      const { node, registry } = run.images;
      const how = (i) => `${i.image} ${i.built ? 'built' : 'found'}`;
      return `${how(node)}, ${how(registry)}${swept ? `; ${swept} left by a killed run removed` : ''}`;
    },
    { essential: true },
  );

  await check(
    "a Swarm of three node containers on the test's own network (swarm-1 the manager), the registry beside them",
    async () => {
      const { gateway } = await startSwarm(run.images);
      run.balancerAddress = gateway;
      writeSettings(gateway);
      return `network gateway ${gateway}`;
    },
    { essential: true },
  );

  await check(
    'the images reach the registry the nodes pull from',
    async () => {
      const bytes = await pushImages();
      return `5 images, ${(bytes / 1e9).toFixed(2)} GB pushed`;
    },
    { essential: true },
  );

  await check(
    'RabbitMQ forms one cluster of three nodes (state.yml, secrets by create-secrets.sh)',
    async () => {
      const secrets = await createSecrets();
      const t = Date.now();
      await deploy(STATE);
      const members = await waitRabbitWhole();
      measures.push(`state.yml deployed to RabbitMQ whole: ${seconds(Date.now() - t)}`);
      return `${secrets} secrets; running ${members.join(', ')} ${seconds(Date.now() - t)} after the deploy`;
    },
    { essential: true },
  );

  await check(
    'the stack deploys: every service healthy, replicas spread over at least two nodes',
    async () => {
      const t = Date.now();
      await deploy(EVERY_FILE);
      const all = await waitAllRunning({ expect: SERVICES });
      const healthyIn = Date.now() - t;
      measures.push(`deploy to every service healthy: ${seconds(healthyIn)}`);
      const where = await tasks();
      const spread = [...all]
        .filter(([, [, wanted]]) => wanted > 1)
        .map(([service, [, wanted]]) => {
          const on = new Set(
            where.filter((task) => task.service === service).map((task) => task.node),
          );
          return { service, wanted, nodes: on.size };
        });
      const narrow = spread.filter((s) => s.nodes < 2);
      const shown = spread.map((s) => `${s.service} ${s.wanted} on ${s.nodes}`).join(', ');
      assert(
        narrow.length === 0,
        `on one node only: ${narrow.map((s) => s.service).join(', ')} (${shown})`,
      );
      const health = await api('GET', '/health');
      assert(
        health.status === 200 && health.json.status === 'ok',
        `/api/v1/health: ${health.text.slice(0, 300)}`,
      );
      run.deployToHealthy = healthyIn;
      return `${all.size} services healthy ${seconds(healthyIn)} after the deploy; ${shown} nodes`;
    },
    { essential: true },
  );

  await check(
    'a staff member signs in through the emulator and the gate',
    async () => {
      ({ staff: run.staff } = await signInAsStaff(run.admin));
      const branches = await api('GET', '/branches');
      assert(branches.status === 200, `GET /branches answered ${branches.status}`);
      run.branch = branches.json.branches[0];
      return `${run.admin} is admin, the gate open`;
    },
    { essential: true },
  );
}

/** Live refresh every 2 s with three rates instances, one on each node: one history row per tick. */
export async function checkOneRefreshPerTick(run) {
  await check('one rate refresh per tick with rates on three nodes', async () => {
    const on = new Set(
      (await tasks()).filter((task) => task.service === 'rates').map((task) => task.node),
    );
    assert(on.size === 3, `rates runs on ${[...on].join(', ')}`);
    const since = await psql('SELECT now()');
    const live = await api('PUT', '/admin/rates/live', {
      body: { enabled: true, intervalSeconds: 2 },
      headers: run.staff,
    });
    assert(live.status === 200, `live mode on: ${live.status} ${live.text.slice(0, 200)}`);
    await sleep(12_000);
    const off = await api('PUT', '/admin/rates/live', {
      body: { enabled: false },
      headers: run.staff,
    });
    assert(off.status === 200, `live mode off: ${off.status} ${off.text.slice(0, 200)}`);
    await sleep(3000); // a refresh in flight when live mode went off finishes
    const until = await psql('SELECT now()');
    const perCurrency = (
      await psql(
        `SELECT count(*) FROM rates.rate_history WHERE recorded_at > '${since}' AND recorded_at <= '${until}' GROUP BY code`,
      )
    )
      .split('\n')
      .filter(Boolean)
      .map(Number);
    const window = Number(
      await psql(`SELECT extract(epoch FROM '${until}'::timestamptz - '${since}'::timestamptz)`),
    );
    const mostTicks = Math.floor(window / 2) + 1;
    const ticks = Math.max(...perCurrency);
    const report = `${ticks} ticks in ${window.toFixed(0)} s x ${perCurrency.length} currencies = ${perCurrency.reduce((a, b) => a + b, 0)} history rows (at most ${mostTicks} ticks fit), rates on ${[...on].join(', ')}`;
    measures.push(`refreshes: ${report}`);
    assert(ticks >= 3 && perCurrency.length >= 70, `live refresh did not tick: ${report}`);
    assert(Math.min(...perCurrency) === ticks, `currencies refreshed unevenly: ${report}`);
    assert(ticks <= mostTicks, `a tick was refreshed twice: ${report}`);
    return report;
  });
}
