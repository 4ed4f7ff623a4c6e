// A server of a test's own in a container (scripts/lib/stack/containers.cjs), for the fault tests
// that restart PostgreSQL or RabbitMQ itself, losing every connection the way production does.
// Only when the run is on containers: the machine's own services cannot be restarted by a test.
import path from 'node:path';

export type ContainerKind = 'postgres' | 'redis' | 'rabbitmq';

export interface OwnContainer {
  kind: ContainerKind;
  /** Its address on the host, the same after a restart. */
  url: string;
  /** Stops the server in the container: every connection to it is lost. */
  halt(): Promise<void>;
  /** Starts it again and waits until it serves. */
  resume(): Promise<void>;
  /** halt(), then resume(). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

interface ContainersModule {
  startContainer(kind: ContainerKind, runId: string): Promise<OwnContainer>;
}

/** True when this run's PostgreSQL, Redis and RabbitMQ are containers on a Docker engine. */
export function runOnContainers(): boolean {
  return process.env.FX_TEST_INFRA_IN_USE === 'containers';
}

/**
 * Starts a container of `kind` labelled with this run, so the run removes it at the end even if
 * the test does not.
 */
export async function startOwnContainer(kind: ContainerKind): Promise<OwnContainer> {
  const runId = process.env.FX_TEST_CONTAINERS_RUN;
  if (!runOnContainers() || !runId) throw new Error('This run is not on containers.');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const containers = require(
    path.resolve(__dirname, '../../../../scripts/lib/stack/containers.cjs'),
  ) as ContainersModule;
  return containers.startContainer(kind, runId);
}
