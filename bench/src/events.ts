import type { EventEnvelope } from '@fx/contracts';
import { AmqpConnection, EventSubscriber, createLogger } from '@fx/service-kit';

export interface SeenEvent {
  event: EventEnvelope;
  at: number;
}

/**
 * A test consumer on the stack's event exchange: it notes every OrderPlaced and RateRefreshed it
 * sees, and when, so a scenario can count what was published and how long it took.
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
      events: ['order.placed', 'rate.refreshed'],
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

  close(): Promise<void> {
    return this.connection.close();
  }
}
