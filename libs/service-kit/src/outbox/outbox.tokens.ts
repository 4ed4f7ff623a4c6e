export const OUTBOX_OPTIONS = Symbol('OUTBOX_OPTIONS');

export interface OutboxOptions {
  /** The service's own Postgres schema: its outbox is `<schema>.outbox`. */
  schema: string;
  /** The relay looks for unsent events this often (it is also woken by each commit). */
  pollMs: number;
  /** At most this many events per sweep. */
  batchSize: number;
  /** Published events are deleted this many days after they were sent (default 30). */
  keepDays?: number;
}

/** The name of this process's relay (its instance and a random part), kept with each row it writes. */
export const OUTBOX_RELAY_ID = Symbol('OUTBOX_RELAY_ID');
