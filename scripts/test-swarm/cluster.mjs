// The Swarm under test: three node containers running Debian's Docker engine (swarm-1 the manager,
// swarm-2 and swarm-3 workers) and an image registry, on a Docker network the test makes itself.
// The host's own engine only runs these containers: it never enters swarm mode. Each node
// publishes its ports on 127.0.0.1 alone; everything carries this run's label, so the clean-up
// (and the next run, for a run killed outright) finds and removes it all.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sleep } from '../test-deploy/harness.mjs';
import infrastructure from '../lib/stack/infrastructure.cjs';
import { DOCKER, docker, dockerSync, manager, run } from './shell.mjs';

const { freePort } = infrastructure;
const HERE = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(HERE, '..', '..');

export const runId = crypto.randomBytes(3).toString('hex');
const prefix = `fxswarm${runId}`;
const LABEL = 'fx-platform.swarm-test';
const OWNER = 'fx-platform.swarm-test-pid';
const labels = ['--label', `${LABEL}=${runId}`, '--label', `${OWNER}=${process.pid}`];

export const network = `${prefix}-net`;
export const registryName = `${prefix}-registry`;
export const nodes = [1, 2, 3].map((n) => ({
  name: `${prefix}-node${n}`,
  hostname: `swarm-${n}`,
  volume: `${prefix}-node${n}`,
  manager: n === 1,
}));
export const ports = {
  registry: await freePort(),
  mail: await freePort(),
  emulator: await freePort(),
  gateways: [await freePort(), await freePort(), await freePort()],
};
// The manager's engine answers the test on a socket in a directory of the host lent to it: no
// port, no address. The host's own engine stays out of swarm mode.
const apiDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
manager.api = `unix://${apiDir}/docker.sock`;

/** Builds an image of the files in `dir` unless one is here with their content's hash as its tag. */
async function cachedImage(name, dir) {
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(dir).sort())
    hash.update(file).update(fs.readFileSync(path.join(dir, file)));
  const image = `${name}:${hash.digest('hex').slice(0, 12)}`;
  if ((await run(DOCKER, ['image', 'inspect', image], { allowFailure: true })).status === 0)
    return { image, built: false };
  await run(path.join(ROOT, 'deploy', 'debian-base.sh'), [], { env: { ...process.env, DOCKER } });
  await docker(['build', '-q', '-t', image, dir], {
    env: { ...process.env, DOCKER_BUILDKIT: '0' },
    timeoutMs: 600_000,
  });
  return { image, built: true };
}

export async function buildImages() {
  const [node, registry] = await Promise.all([
    cachedImage('fx-swarm-node', path.join(HERE, 'node')),
    cachedImage('fx-swarm-registry', path.join(HERE, 'registry')),
  ]);
  return { node, registry };
}

/** Removes what a run killed outright (kill -9, a CI timeout) left behind: its owner is gone. */
export async function sweepLeftovers() {
  const alive = (pid) => {
    try {
      process.kill(Number(pid), 0);
      return true;
    } catch {
      return false;
    }
  };
  let swept = 0;
  // What lists each kind, its name's field, and what removes it.
  const kinds = [
    [['ps', '-a'], '.Names', ['rm', '-f', '-v']],
    [['volume', 'ls'], '.Name', ['volume', 'rm', '-f']],
    [['network', 'ls'], '.Name', ['network', 'rm']],
  ];
  for (const [list, field, remove] of kinds) {
    const rows = await docker([
      ...list,
      '--filter',
      `label=${LABEL}`,
      '--format',
      `{{${field}}} {{.Label "${OWNER}"}}`,
    ]);
    const orphans = rows
      .split('\n')
      .filter(Boolean)
      .map((row) => row.split(' '))
      .filter(([, pid]) => !alive(pid));
    if (orphans.length > 0)
      await docker([...remove, ...orphans.map(([name]) => name)], { allowFailure: true });
    swept += orphans.length;
  }
  return swept;
}

/** What Docker-in-Docker needs here: --privileged fails (no CAP_SYS_RESOURCE to hand out). */
const NODE_FLAGS = [
  ...['--cap-add', 'ALL', '--cap-drop', 'SYS_RESOURCE'],
  ...['--security-opt', 'seccomp=unconfined', '--security-opt', 'apparmor=unconfined'],
  ...['--security-opt', 'systempaths=unconfined', '--device-cgroup-rule', 'a *:* rwm'],
];

export function nodeRunArgs(node, image) {
  const published = [[ports.gateways[nodes.indexOf(node)], 3000]];
  if (node.manager) published.push([ports.mail, 1080], [ports.emulator, 9099]);
  return [
    ...['run', '-d', '--name', node.name, '--hostname', node.hostname, ...labels],
    ...['--network', network, '--ip', node.address, ...NODE_FLAGS],
    ...['-v', `${node.volume}:/var/lib/docker`],
    ...(node.manager ? ['-v', `${apiDir}:/run/fx-api`] : []),
    ...published.flatMap(([host, inside]) => ['-p', `127.0.0.1:${host}:${inside}`]),
    image,
  ];
}

async function engineReady(node, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const info = await run(
      DOCKER,
      ['exec', node.name, 'docker', 'info', '--format', '{{.Swarm.LocalNodeState}}'],
      { allowFailure: true },
    );
    if (info.status === 0) return info.stdout;
    await sleep(300);
  }
  throw new Error(
    `the engine in ${node.name} did not start: ${await docker(['logs', '--tail', '20', node.name], { allowFailure: true })}`,
  );
}

/**
 * A /24 for the test's network that no Docker network and no route of this machine uses: the
 * nodes get fixed addresses in it, kept when a node container is started again.
 */
async function freeSubnet() {
  const ids = (await docker(['network', 'ls', '-q'])).split('\n').filter(Boolean);
  const format = '{{range .IPAM.Config}}{{.Subnet}} {{end}}';
  const used = await docker(['network', 'inspect', '-f', format, ...ids]);
  const routes = (await run('ip', ['-4', 'route'], { allowFailure: true })).stdout;
  const taken = `${used}\n${routes}`;
  if (/172\.29\.0\.0\/16|172\.16\.0\.0\/12/.test(taken)) throw new Error('172.29.0.0/16 is in use');
  for (let third = 40; third < 250; third += 1)
    if (!taken.includes(`172.29.${third}.`)) return `172.29.${third}`;
  throw new Error('no free 172.29.x.0/24 for the test network');
}

/** The network, the registry and three nodes; the first node the manager, the others joined. */
export async function startSwarm(images) {
  const base = await freeSubnet();
  await docker(['network', 'create', ...labels, '--subnet', `${base}.0/24`, network]);
  nodes.forEach((node, i) => (node.address = `${base}.${10 + i}`));
  await docker([
    ...['run', '-d', '--name', registryName, ...labels],
    ...['--network', network, '--ip', `${base}.20`, '--network-alias', 'registry'],
    ...['-p', `127.0.0.1:${ports.registry}:5000`, images.registry.image],
  ]);
  for (const node of nodes) {
    await docker(['volume', 'create', ...labels, node.volume]);
    await docker(nodeRunArgs(node, images.node.image));
  }
  await Promise.all(nodes.map((node) => engineReady(node)));
  const [first, ...workers] = nodes;
  // Workers report to the manager every 2 s here (5 s by default): a lost node is found sooner.
  const init = ['--advertise-addr', first.address, '--default-addr-pool', '10.210.0.0/16'];
  init.push('--dispatcher-heartbeat', '2s');
  await docker(['exec', first.name, 'docker', 'swarm', 'init', ...init]);
  const token = await docker(['exec', first.name, 'docker', 'swarm', 'join-token', '-q', 'worker']);
  const join = ['swarm', 'join', '--token', token, `${first.address}:2377`];
  await Promise.all(workers.map((node) => docker(['exec', node.name, 'docker', ...join])));
  const label = (node, ...pairs) =>
    docker([
      '-H',
      manager.api,
      'node',
      'update',
      ...pairs.flatMap((p) => ['--label-add', p]),
      node.hostname,
    ]);
  await label(nodes[0], 'fx.postgres=true', 'fx.redis=true', 'fx.tools=true', 'fx.rabbitmq=1');
  await label(nodes[1], 'fx.rabbitmq=2');
  await label(nodes[2], 'fx.rabbitmq=3');
  // The load balancer's requests reach the gateways from the network's own gateway address.
  return { gateway: `${base}.1` };
}

/** Kills a node container outright (its machine lost), or starts it again with its volume. */
export const killNode = (node) => docker(['kill', node.name]);
export async function startNode(node) {
  await docker(['start', node.name]);
  await engineReady(node);
}

/** Everything this run made, removed whatever state it is in (blocking: used on exit too). */
export function removeEverything() {
  const ids = dockerSync(['ps', '-aq', '--filter', `label=${LABEL}=${runId}`]).stdout;
  if (ids) dockerSync(['rm', '-f', '-v', ...ids.split('\n')]);
  dockerSync(['network', 'rm', network]);
  for (const node of nodes) dockerSync(['volume', 'rm', '-f', node.volume]);
  fs.rmSync(apiDir, { recursive: true, force: true });
  const left = [
    dockerSync(['ps', '-aq', '--filter', `label=${LABEL}=${runId}`]).stdout,
    dockerSync(['volume', 'ls', '-q', '--filter', `label=${LABEL}=${runId}`]).stdout,
    dockerSync(['network', 'ls', '-q', '--filter', `label=${LABEL}=${runId}`]).stdout,
  ].join('');
  return left === '';
}
