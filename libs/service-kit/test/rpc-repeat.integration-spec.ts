import { NO_INSTRUMENTATION, RpcClient, RpcServer, ServiceUnavailableError } from '@fx/service-kit';
import { memoryLogger } from '@fx/service-kit/testing';
import { useBroker } from './support/broker';

/**
 * A service's instance lost with its host: until the broker learns its connection is dead, it goes
 * on handing the instance requests (up to its prefetch), and those requests are gone. Two instances
 * of the rates service: one answers; the other, as the broker sees a lost one, takes requests and
 * never answers or acks them.
 */
describe('requests while an instance has vanished holding them (real RabbitMQ)', () => {
  const { logger } = memoryLogger();
  const broker = useBroker();
  const REPEAT_AFTER_MS = 300;

  async function twoInstancesOneLost() {
    const answered = { alive: 0, refreshes: 0, swallowed: 0 };
    const server = new RpcServer(broker.connect(), 'rates', logger);
    server.register('rates.health', () => {
      answered.alive += 1;
      return { service: 'rates', status: 'up', instance: 'alive', uptimeSeconds: 1, checks: {} };
    });
    server.register('rates.refreshNow', () => {
      answered.refreshes += 1;
      const at = new Date().toISOString();
      return { refreshed: [], failed: [], provider: 'test', startedAt: at, finishedAt: at };
    });
    await server.listen();
    const lost = await broker.raw.createChannel();
    await lost.prefetch(32);
    await lost.consume(`${broker.namespace}rates.requests`, () => void (answered.swallowed += 1));
    const client = new RpcClient(broker.connect(), 2000, NO_INSTRUMENTATION, REPEAT_AFTER_MS);
    return { client, answered };
  }

  it('answers every read, sending one again when nobody answered it within RPC_REPEAT_AFTER_MS', async () => {
    const { client, answered } = await twoInstancesOneLost();
    const took: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const started = Date.now();
      await expect(client.request('rates.health', {})).resolves.toMatchObject({
        instance: 'alive',
      });
      took.push(Date.now() - started);
    }
    // Every other delivery went to the lost instance (round robin): those were sent again.
    expect(took.filter((ms) => ms >= REPEAT_AFTER_MS).length).toBeGreaterThan(0);
    expect(took.every((ms) => ms < 2000)).toBe(true);
    expect(answered.swallowed).toBeGreaterThan(0);
  });

  it('sends a write once: lost with the vanished instance, it fails as unavailable and never runs twice', async () => {
    const { client, answered } = await twoInstancesOneLost();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        client.request('rates.refreshNow', { changedBy: 'test' }, { timeoutMs: 1000 }),
      ),
    );
    const failed = outcomes.filter((o) => o.status === 'rejected');
    expect(failed.length).toBeGreaterThan(0);
    for (const failure of failed) expect(failure.reason).toBeInstanceOf(ServiceUnavailableError);
    expect(answered.refreshes).toBe(6 - failed.length);
  });

  it('sends a write again when the caller says it is safe to repeat (an order with its key)', async () => {
    const { client, answered } = await twoInstancesOneLost();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        client.request('rates.refreshNow', { changedBy: 'test' }, { repeatable: true }),
      ),
    );
    expect(outcomes.every((o) => o.status === 'fulfilled')).toBe(true);
    expect(answered.refreshes).toBeGreaterThanOrEqual(6);
  });
});
