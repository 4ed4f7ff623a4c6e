import type { EventEnvelope } from '@fx/contracts';
import {
  BackgroundGate,
  EventPublisher,
  EventSubscriber,
  RUSH_EXCHANGE,
  RUSH_STEP,
  RushSignal,
} from '@fx/service-kit';
import { eventually, memoryLogger } from '@fx/service-kit/testing';
import { order, useBroker } from './support/broker';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a rush over the real RabbitMQ: background work waits while customers wait', () => {
  const { logger } = memoryLogger();
  const broker = useBroker();
  const { connect } = broker;

  /** A gateway's signal (a rush at two requests in flight) and a service's gate hearing it. */
  async function rushAndGate(gate: { maxPauseMs: number; runMs: number }, holdMs = 600) {
    const signal = new RushSignal(connect(), { inFlight: 2, rate: 0, holdMs });
    const heard = new BackgroundGate(connect(), gate, logger);
    const subscriber = new EventSubscriber(connect(), logger, undefined, heard);
    const seen = { background: [] as number[], customers: [] as number[] };
    const subscribe = (queue: string, background: boolean, into: number[]) =>
      subscriber.subscribe({
        queue,
        background,
        events: ['order.placed'],
        handler: (_event: EventEnvelope) => void into.push(performance.now()),
      });
    await subscribe('rush.background', true, seen.background);
    await subscribe('rush.customers', false, seen.customers);
    return { signal, heard, seen, publisher: new EventPublisher(connect()) };
  }

  it('holds background deliveries from the rush until its hold is over; the others go on', async () => {
    const { signal, heard, seen, publisher } = await rushAndGate({
      maxPauseMs: 10_000,
      runMs: 1000,
    });

    signal.began();
    expect(heard.open()).toBe(true); // one request in flight is no rush
    signal.began();
    await eventually(() => !heard.open());
    const rushed = performance.now();
    await publisher.publish('order.placed', order);
    await eventually(() => seen.customers.length === 1);
    await sleep(200);
    expect(seen.background).toEqual([]);

    signal.ended();
    signal.ended();
    await eventually(() => seen.background.length === 1, 3000);
    // Held until the gateway's word ran out (600 ms after it was said), not dropped.
    expect(seen.background[0]! - rushed).toBeGreaterThanOrEqual(400);
    expect(heard.open()).toBe(true);
  });

  it('lets background work run for a while once a rush has held it as long as it may', async () => {
    const { signal, heard, seen, publisher } = await rushAndGate(
      { maxPauseMs: 500, runMs: 60_000 },
      60_000,
    );
    signal.began();
    signal.began();
    await eventually(() => !heard.open());
    const rushed = performance.now();

    await publisher.publish('order.placed', order);
    await eventually(() => seen.background.length === 1, 3000);
    // The rush still holds (60 s), but the work waited its longest, 0.5 s, and then ran.
    expect(seen.background[0]! - rushed).toBeGreaterThanOrEqual(450);
    await publisher.publish('order.placed', order);
    await eventually(() => seen.background.length === 2);
    expect(heard.open()).toBe(true);
  });

  it('goes on with a rush down to a quarter of the requests that began it', async () => {
    const signal = new RushSignal(connect(), { inFlight: 8, rate: 0, holdMs: 1000 });
    const heard = new BackgroundGate(connect(), { maxPauseMs: 10_000, runMs: 1000 }, logger);
    await heard.listen();
    for (let i = 0; i < 8; i += 1) signal.began();
    await eventually(() => !heard.open());
    const rushed = performance.now();
    for (let i = 0; i < 7; i += 1) signal.ended();
    await sleep(400);
    signal.began(); // two in flight: a quarter of eight, so the rush goes on (said again)
    await sleep(1150 - (performance.now() - rushed));
    // The first word alone held until 1 s; the second, said at 0.4 s, holds until 1.4 s.
    expect(heard.open()).toBe(false);
    await eventually(() => heard.open(), 2000);
  });

  it('makes a rush of requests arriving fast, answered or not, and goes on while they do', async () => {
    // 40 a second: ten within a quarter of the hold (250 ms); none is ever in flight for long.
    const signal = new RushSignal(connect(), { inFlight: 100, rate: 40, holdMs: 1000 });
    const heard = new BackgroundGate(connect(), { maxPauseMs: 10_000, runMs: 1000 }, logger);
    await heard.listen();
    const arrive = (count: number) => {
      for (let i = 0; i < count; i += 1) {
        signal.began();
        signal.ended();
      }
    };
    arrive(9);
    await sleep(300);
    expect(heard.open()).toBe(true); // nine in a quarter: 36 a second
    arrive(10);
    await eventually(() => !heard.open());
    const rushed = performance.now();
    // Ten more every 300 ms for 1.5 s: the rush goes on past its first word's second.
    while (performance.now() - rushed < 1500) {
      await sleep(300);
      arrive(10);
      expect(heard.open()).toBe(false);
    }
    await eventually(() => heard.open(), 2000);
  });

  it('knows a step to the rate within RUSH_STEP requests, and takes requests spread out for none', async () => {
    // At 250 a second, the quarter's count (a hold of 1 s) would wait for 63 requests.
    const signal = new RushSignal(connect(), { inFlight: 0, rate: 250, holdMs: 1000 });
    const heard = new BackgroundGate(connect(), { maxPauseMs: 10_000, runMs: 1000 }, logger);
    await heard.listen();
    const arrive = () => {
      signal.began();
      signal.ended();
    };
    // 100 a second, each gap 10 ms or more: RUSH_STEP of them take 160 ms, not the 64 ms of 250/s.
    for (let i = 0; i < 3 * RUSH_STEP; i += 1) {
      arrive();
      await sleep(10);
    }
    await sleep(200);
    expect(heard.open()).toBe(true);

    // Then requests at once: RUSH_STEP of them are RUSH_STEP - 1 gaps, no step; RUSH_STEP + 1 are.
    for (let i = 0; i < RUSH_STEP; i += 1) arrive();
    await sleep(200);
    expect(heard.open()).toBe(true);
    for (let i = 0; i <= RUSH_STEP; i += 1) arrive();
    await eventually(() => !heard.open());
  });

  it('says nothing below the number of requests that makes a rush, and a word it cannot read holds nothing', async () => {
    const { signal, heard, seen, publisher } = await rushAndGate({
      maxPauseMs: 10_000,
      runMs: 1000,
    });
    signal.began();
    signal.ended();
    signal.began();
    const channel = await broker.raw.createChannel();
    channel.publish(`${broker.namespace}${RUSH_EXCHANGE}`, '', Buffer.from('not a word'));
    channel.publish(`${broker.namespace}${RUSH_EXCHANGE}`, '', Buffer.from('{"holdMs":"x"}'));
    await sleep(200);
    await publisher.publish('order.placed', order);
    await eventually(() => seen.background.length === 1 && seen.customers.length === 1);
    expect(heard.open()).toBe(true);
  });
});
