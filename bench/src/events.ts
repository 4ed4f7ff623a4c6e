import type { EventEnvelope } from '@fx/contracts';
import { AmqpConnection, EventSubscriber, createLogger } from '@fx/service-kit';

export interface SeenEvent {
  event: EventEnvelope;
  at: number;
}

/**
 * A test consumer on the stack's event exchange: it notes every OrderPlaced, RateRefreshed and
 * screening outcome (order.screened, order.held) it sees, and when, so a scenario can count what
 * was published and how long it took.
 */
export class EventWatch {
  readonly seen = new Map<string, SeenEvent[]>();
  private readonly logger = createLogger({ service: 'bench', level: 'warn' });
  private readonly connection: AmqpConnection;

  constructor(amqpUrl: string, namespace: string) {
    this.connection = new AmqpConnection({
      url: amqpUrl,
      name: 'bench',
      namespace,
      logger: this.logger,
      ephemeral: true,
    });
  }

  async start(): Promise<void> {
    await new EventSubscriber(this.connection, this.logger).subscribe({
      queue: 'bench.watch',
      events: ['order.placed', 'rate.refreshed', 'order.screened', 'order.held'],
      exclusive: true,
      handler: (event) => {
        const list = this.seen.get(event.type) ?? [];
        list.push({ event, at: performance.now() });
        this.seen.set(event.type, list);
      },
    });
  }

  of(type: string): SeenEvent[] {
    return this.seen.get(type) ?? [];
  }

  /** How many of these orders (by number) compliance has screened: clear or held. */
  screened(orderNumbers: ReadonlySet<string>): number {
    const screened = new Set<string>();
    for (const { event } of [...this.of('order.screened'), ...this.of('order.held')]) {
      const { orderNumber } = event.payload as { orderNumber: string };
      if (orderNumbers.has(orderNumber)) screened.add(orderNumber);
    }
    return screened.size;
  }

  close(): Promise<void> {
    return this.connection.close();
  }
}
