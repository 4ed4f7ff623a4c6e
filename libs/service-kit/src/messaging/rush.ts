import type { ChannelWrapper } from 'amqp-connection-manager';
import type { Channel, ConsumeMessage } from 'amqplib';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { AmqpConnection } from './amqp-connection';

/**
 * A rush: customers waiting on a gateway. While one lasts, background work (e-mails, screening,
 * the standings the services keep of each other's orders) waits, so that the CPU, the database
 * and the broker answer the customers first (issue 37: at 300 orders/s on two cores, the orders'
 * p99 went from 0.9-1.4 s to 0.12-0.36 s). Nothing is lost or skipped: the work stays in its
 * queue and is done once the rush is over, or in the breaks a long rush is given.
 *
 * The gateway says so on a fanout exchange of its own, at most four times per hold; every
 * process with background work hears it on a queue of its own that goes away with it.
 */
export const RUSH_EXCHANGE = 'fx.rush';

/** The gateway's settings: when a rush is said, and how long each word of it holds. */
export const rushEnvShape = {
  /** Requests in flight at one gateway that begin a rush (a quarter of them go on with it); 0: never. */
  RUSH_IN_FLIGHT: z.coerce.number().int().min(0).max(10_000).default(16),
  /**
   * Requests a second arriving at one gateway that make a rush before any waits (0: only the
   * requests in flight do): a step from a few orders a second to hundreds is known at once.
   */
  RUSH_RATE: z.coerce.number().int().min(0).max(100_000).default(250),
  /** How long background work is held after the gateway last saw a rush. */
  RUSH_HOLD_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
};

/** Every service's settings: how long background work may be held at most, then left to run. */
export const backgroundEnvShape = {
  BACKGROUND_MAX_PAUSE_MS: z.coerce.number().int().min(0).max(600_000).default(15_000),
  BACKGROUND_RUN_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
};

const background = z.object(backgroundEnvShape).parse({});
/** Background work's hold and run when a service is not told (backgroundEnvShape's defaults). */
export const BACKGROUND_DEFAULTS = {
  maxPauseMs: background.BACKGROUND_MAX_PAUSE_MS,
  runMs: background.BACKGROUND_RUN_MS,
};

interface RushWord {
  holdMs: number;
}

const exchangeSetUp = (exchange: string) => (channel: Channel) =>
  channel.assertExchange(exchange, 'fanout', { durable: false }).then(() => undefined);

/**
 * Gaps between requests over which RUSH_RATE is also read, so a step is known within them: at 300
 * orders a second, 53 ms in. Counted over a quarter of a hold alone, it was known 210-250 ms in,
 * and the background work of the 60-75 orders placed by then (e-mails, screenings, standings) ran
 * under the step: on a warm stack, the step's first second read p99 97-141 ms in three runs; with
 * this, 35-162 ms in nine (median 54), and 22-54 ms with every request a rush (docs/benchmarks.md).
 * Sixteen, so that the few writes a customer makes together (a card order makes five) are not one.
 */
export const RUSH_STEP = 16;

/** The gateway's side: counts the requests in flight and says when they make a rush. */
export class RushSignal {
  private inFlight = 0;
  private saidAt = -Infinity;
  /** Requests arrived since `countedFrom`, a quarter of a hold at most ago. */
  private arrived = 0;
  private countedFrom = -Infinity;
  /** When the last RUSH_STEP requests arrived, the oldest at `next` (a ring). */
  private readonly lastArrivals = new Float64Array(RUSH_STEP).fill(-Infinity);
  private next = 0;
  private channel?: ChannelWrapper;

  constructor(
    private readonly connection: AmqpConnection,
    private readonly options: { inFlight: number; rate: number; holdMs: number },
  ) {}

  /**
   * A request arrived; `ended` must be called once when it is answered or dropped. A rush is on
   * while requests arrive at `rate` a second or more (counted over a quarter of a hold, or over the
   * last RUSH_STEP gaps between them), or while `inFlight` of them wait; once said, it goes on
   * down to a quarter of those in flight. Held back,
   * background work lets the requests be answered sooner: counted in flight alone, a rush of
   * orders answered in 6 ms ended as soon as it worked, and the background work it let go stalled
   * the orders until it began again (seconds of a 300/s burst at p99 56-87 ms; 14-45 with the rate).
   */
  began(): void {
    this.inFlight += 1;
    const { inFlight: startsAt, rate, holdMs } = this.options;
    const now = performance.now();
    const quarter = holdMs / 4;
    if (now - this.countedFrom >= quarter) {
      this.countedFrom = now;
      this.arrived = 0;
    }
    this.arrived += 1;
    const stepStarted = this.lastArrivals[this.next]!;
    this.lastArrivals[this.next] = now;
    this.next = (this.next + 1) % RUSH_STEP;
    const on = now - this.saidAt < holdMs;
    const waiting = startsAt > 0 && this.inFlight >= (on ? Math.ceil(startsAt / 4) : startsAt);
    const arriving =
      rate > 0 &&
      (this.arrived >= (rate * quarter) / 1000 || now - stepStarted <= (RUSH_STEP * 1000) / rate);
    if (!waiting && !arriving) return;
    if (now - this.saidAt < quarter) return;
    this.saidAt = now;
    this.say();
  }

  ended(): void {
    this.inFlight -= 1;
  }

  private say(): void {
    const exchange = this.connection.name(RUSH_EXCHANGE);
    this.channel ??= this.connection.createChannel({
      name: 'rush',
      confirm: false,
      setup: exchangeSetUp(exchange),
    });
    const word: RushWord = { holdMs: this.options.holdMs };
    // Said, not promised: a word lost with the broker only lets background work go on.
    this.channel
      .publish(exchange, '', Buffer.from(JSON.stringify(word)), {
        persistent: false,
        expiration: String(this.options.holdMs),
      })
      .catch(() => undefined);
  }
}

/**
 * The side of a process with background work: `pass()` resolves at once unless a rush is on, then
 * once it is over. A rush holds the work for `maxPauseMs` at most; the work then runs for `runMs`
 * whatever is said, so a rush that never ends does not starve it.
 */
export class BackgroundGate {
  private heldUntil = 0;
  private heldSince?: number;
  private runUntil = 0;
  private opening?: Promise<void>;
  private channel?: ChannelWrapper;

  constructor(
    private readonly connection: AmqpConnection,
    private readonly options: { maxPauseMs: number; runMs: number },
    private readonly logger: Logger,
  ) {}

  /** Starts hearing the gateways; once, however often called. */
  async listen(): Promise<void> {
    if (this.channel || this.options.maxPauseMs === 0) return;
    const exchange = this.connection.name(RUSH_EXCHANGE);
    this.channel = this.connection.createChannel({
      name: 'rush heard',
      confirm: false,
      setup: async (channel: Channel) => {
        await exchangeSetUp(exchange)(channel);
        const { queue } = await channel.assertQueue('', { exclusive: true, autoDelete: true });
        await channel.bindQueue(queue, exchange, '');
        await channel.consume(queue, (message) => this.heard(message), { noAck: true });
      },
    });
    await this.channel.waitForConnect();
  }

  /** True when background work may go on now. */
  open(): boolean {
    const now = performance.now();
    if (now < this.runUntil) return true;
    if (now >= this.heldUntil) {
      this.heldSince = undefined;
      return true;
    }
    this.heldSince ??= now;
    if (now - this.heldSince < this.options.maxPauseMs) return false;
    this.logger.info({ runMs: this.options.runMs }, 'a long rush: background work runs a while');
    this.runUntil = now + this.options.runMs;
    this.heldSince = undefined;
    return true;
  }

  /** Resolves when background work may go on. */
  pass(): Promise<void> {
    if (this.open()) return Promise.resolve();
    // One timer for every delivery waiting (up to a prefetch's worth per queue), not one each.
    this.opening ??= (async () => {
      while (!this.open()) {
        const wait = Math.min(this.heldUntil - performance.now(), 100);
        await new Promise((resolve) => setTimeout(resolve, Math.max(wait, 1)));
      }
      this.opening = undefined;
    })();
    return this.opening;
  }

  async close(): Promise<void> {
    await this.channel?.close();
  }

  private heard(message: ConsumeMessage | null): void {
    if (!message) return;
    const { holdMs } = safeWord(message.content);
    this.heldUntil = Math.max(this.heldUntil, performance.now() + holdMs);
  }
}

/** A gateway's word; anything else holds nothing. */
function safeWord(content: Buffer): RushWord {
  try {
    const { holdMs } = JSON.parse(content.toString()) as Partial<RushWord>;
    return { holdMs: typeof holdMs === 'number' && holdMs > 0 ? Math.min(holdMs, 60_000) : 0 };
  } catch {
    return { holdMs: 0 };
  }
}
