// The soak's faults, one picked at random about every two minutes: a service's container killed,
// a worker node paused (a host that hangs), a RabbitMQ node cut off (paused: its connections stay
// open and answer nothing), PostgreSQL restarted (through Swarm). Each says what it hit; the soak
// then waits for the stack to be whole again before the next one, so two faults never overlap.
import { sleep } from '../test-deploy/harness.mjs';
import { nodes } from '../test-swarm/cluster.mjs';
import { docker, onNode, swarm } from '../test-swarm/shell.mjs';
import { STACK, containerOf, tasks } from '../test-swarm/stack.mjs';

const SERVICES = [
  'gateway',
  'orders',
  'rates',
  'identity',
  'notifications',
  'payments',
  'compliance',
];
/** How long a paused node or broker stays paused. */
const OUTAGE_MS = 30_000;

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const nodeNamed = (hostname) => nodes.find((node) => node.hostname === hostname);

async function pausedFor(pause, unpause) {
  await pause();
  try {
    await sleep(OUTAGE_MS);
  } finally {
    await unpause();
  }
}

export const FAULTS = [
  {
    name: 'kill a container',
    async run() {
      const task = pick((await tasks()).filter((t) => SERVICES.includes(t.service)));
      const node = nodeNamed(task.node);
      const container = await containerOf(node, task.service);
      await onNode(node.name, ['kill', container]);
      return `${task.service} on ${task.node} (docker kill)`;
    },
  },
  {
    name: 'pause a node',
    async run() {
      // A worker: the manager's node holds PostgreSQL, which the restart fault takes down.
      const node = pick(nodes.filter((n) => !n.manager));
      await pausedFor(
        () => docker(['pause', node.name]),
        () => docker(['unpause', node.name]),
      );
      return `${node.hostname} paused ${OUTAGE_MS / 1000} s (docker pause of the whole node)`;
    },
  },
  {
    name: 'cut the broker',
    async run() {
      const n = pick([1, 2, 3]);
      const node = nodes[n - 1];
      const container = await containerOf(node, `rabbitmq-${n}`);
      await pausedFor(
        () => onNode(node.name, ['pause', container]),
        () => onNode(node.name, ['unpause', container]),
      );
      return `rabbitmq-${n} on ${node.hostname} cut off ${OUTAGE_MS / 1000} s (paused: connections open, nothing answered)`;
    },
  },
  {
    name: 'restart PostgreSQL',
    async run() {
      // As an operator restarts a service of a Swarm: its task replaced, the old one stopped first
      // (stop-first, state.yml). Not `docker restart` of the task's container: Swarm starts a new
      // task when the container stops, the restart starts the old one again beside it, and two
      // servers on one data directory corrupted the database in an early soak (the image now
      // refuses to start a second one).
      await swarm(['service', 'update', '--force', '--detach', `${STACK}_postgres`]);
      return 'postgres (docker service update --force: stopped, then started again)';
    },
  },
];

export const randomFault = () => pick(FAULTS);
