import { EventPublisher, RpcClient } from '@fx/service-kit';
import {
  eventually,
  memoryLogger,
  runOnContainers,
  startOwnContainer,
} from '@fx/service-kit/testing';
import type { OwnContainer } from '@fx/service-kit/testing';
import { consumeAndAnswer, order, useBroker } from './support/broker';

/**
 * RabbitMQ itself restarting under the services (a broker of the test's own, in a container): every
 * connection and channel is lost the way production loses them, not only the network to it. Runs
 * where the run is on containers; the TCP-proxy cases in messaging-rpc run everywhere.
 */
const describeOnContainers = runOnContainers() ? describe : describe.skip;

describeOnContainers('messaging when RabbitMQ restarts', () => {
  const { logger } = memoryLogger();
  const { connect } = useBroker();
  let broker: OwnContainer;

  beforeAll(async () => {
    broker = await startOwnContainer('rabbitmq');
  }, 180_000);

  afterAll(async () => {
    await broker?.stop();
  });

  it('reconnects, consumes and answers again, and delivers once an event published while it was down', async () => {
    const consumer = connect(broker.url);
    const received = await consumeAndAnswer(consumer, 'restarted', logger);
    const producer = connect(broker.url);
    // A restart takes seconds, not the default five-second wait for the broker's confirm.
    const publisher = new EventPublisher(producer, { publishTimeoutMs: 90_000 });
    const client = new RpcClient(producer, 2000);
    const before = await publisher.publish('order.placed', order);
    await eventually(() => received.includes(before.id));

    await broker.halt();
    await eventually(() => !consumer.isConnected() && !producer.isConnected(), 15_000);
    const pending = publisher.publish('order.placed', order);
    await broker.resume();

    const whileDown = await pending;
    await eventually(() => consumer.isConnected() && producer.isConnected(), 30_000);
    await eventually(() => received.includes(whileDown.id), 30_000);
    await expect(client.request('rates.health', {})).resolves.toMatchObject({ status: 'up' });
    const after = await publisher.publish('order.placed', order);
    await eventually(() => received.includes(after.id), 10_000);
    expect(received.filter((id) => id === whileDown.id)).toHaveLength(1);
  }, 180_000);
});
