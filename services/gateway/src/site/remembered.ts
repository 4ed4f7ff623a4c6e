/** A page served while a service has never answered asks it again after this long. */
const RETRY_AFTER_FAILURE_MS = 5000;
/** When an expired value was known: older than any time to live. */
const EXPIRED = Number.NEGATIVE_INFINITY;

/**
 * A value asked of another service: reused for `ttlMs`, asked once however many callers want it
 * at the same moment, and the last answer kept while the service cannot answer.
 */
export class Remembered<T> {
  private known?: { value: T; at: number };
  private asking?: Promise<T>;
  private failedAt = 0;
  /** Counts expire() calls: an answer asked for before the last one is not kept as known. */
  private generation = 0;

  constructor(
    private readonly ask: () => Promise<T>,
    private readonly ttlMs: number,
  ) {}

  /** The value, asked again when old; the last known when asking fails; throws with none. */
  async get(): Promise<T> {
    const known = this.known;
    if (known && Date.now() - known.at < this.ttlMs) return known.value;
    const asking = (this.asking ??= this.askNow());
    try {
      return await asking;
    } catch (error) {
      this.failedAt = Date.now();
      if (known) return known.value;
      throw error;
    }
  }

  private askNow(): Promise<T> {
    const generation = this.generation;
    const asking: Promise<T> = this.ask()
      .then((value) => {
        if (generation === this.generation) this.known = { value, at: Date.now() };
        return value;
      })
      .finally(() => {
        if (this.asking === asking) this.asking = undefined;
      });
    return asking;
  }

  /** At once, never waiting on a service that is down: the known value (refreshed behind). */
  async soon(): Promise<T | undefined> {
    const known = this.known;
    // Expired: waits for the fresh answer (get() falls back on the known value if asking fails).
    if (known?.at === EXPIRED) return this.get();
    if (known) {
      if (Date.now() - known.at >= this.ttlMs) void this.get().catch(() => {});
      return known.value;
    }
    if (Date.now() - this.failedAt < RETRY_AFTER_FAILURE_MS) return undefined;
    return this.get().catch(() => undefined);
  }

  /**
   * The known value is out of date (its service said it changed): the next read asks again and
   * waits for the answer, the old value standing in only if asking fails. An ask already on its
   * way may carry the old value: it is neither kept nor shared with later readers.
   */
  expire(): void {
    this.generation += 1;
    this.asking = undefined;
    if (this.known) this.known = { ...this.known, at: EXPIRED };
  }

  set(value: T): void {
    this.known = { value, at: Date.now() };
  }
}
