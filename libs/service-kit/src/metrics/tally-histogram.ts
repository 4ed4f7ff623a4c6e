import type { Metric, Registry } from 'prom-client';

/** A line of the exposition, as prom-client's registry reads it from a metric's `get()`. */
interface Sample {
  metricName: string;
  /** `le`, for a bucket; the series' own labels go in sharedLabels, as prom-client puts them. */
  labels: Record<string, string | number>;
  sharedLabels: Readonly<Record<string, string>>;
  value: number;
}

/** One series of a TallyHistogram: its labels, and what was observed with them. */
export interface TallySeries {
  /** Counts a value (seconds, for a duration): a bucket search and three additions. */
  observe(value: number): void;
}

class Series implements TallySeries {
  /** Per bucket, the values up to its bound (not cumulative); the last is past every bound. */
  readonly counts: Float64Array;
  sum = 0;
  count = 0;

  constructor(
    readonly labels: Readonly<Record<string, string>>,
    private readonly bounds: readonly number[],
  ) {
    this.counts = new Float64Array(bounds.length + 1);
  }

  observe(value: number): void {
    let bucket = 0;
    while (bucket < this.bounds.length && value > this.bounds[bucket]!) bucket += 1;
    this.counts[bucket]! += 1;
    this.sum += value;
    this.count += 1;
  }

  reset(): void {
    this.counts.fill(0);
    this.sum = 0;
    this.count = 0;
  }
}

/**
 * A histogram for a path taken tens of thousands of times a second (the gateway's request
 * durations), read through a prom-client registry in the very exposition of prom-client's own
 * histogram (`_bucket` with `le` up to `+Inf`, `_sum`, `_count`, the registry's default labels).
 * Each series is kept under a key its caller makes. prom-client's `observe` builds the labels'
 * hash, checks each label and turns the bucket's bound into a property name on every call: with
 * it, the rate table's answers cost the gateway 32-35 µs of CPU each, with this 30-32
 * (docs/benchmarks.md).
 */
export class TallyHistogram<L extends string> {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly all = new Map<string, Series>();

  constructor(
    readonly name: string,
    readonly help: string,
    readonly labelNames: readonly L[],
    private readonly bounds: readonly number[],
    registry: Registry,
  ) {
    registry.registerMetric(this as unknown as Metric);
  }

  /**
   * The series kept under `key`, made with `labels` at its first use. The caller makes the key of
   * the label values, one key for each set of values, so that a request finds its series without
   * joining them.
   */
  series(key: string, labels: Readonly<Record<L, string>>): TallySeries {
    let series = this.all.get(key);
    if (!series) {
      series = new Series({ ...labels }, this.bounds);
      this.all.set(key, series);
    }
    return series;
  }

  /** What the registry formats. */
  get(): Promise<Pick<this, 'name' | 'help' | 'type' | 'aggregator'> & { values: Sample[] }> {
    const values: Sample[] = [];
    for (const { labels, counts, sum, count } of this.all.values()) {
      let cumulative = 0;
      this.bounds.forEach((bound, index) => {
        cumulative += counts[index]!;
        values.push(this.value('_bucket', { le: bound }, labels, cumulative));
      });
      values.push(this.value('_bucket', { le: '+Inf' }, labels, count));
      values.push(this.value('_sum', {}, labels, sum));
      values.push(this.value('_count', {}, labels, count));
    }
    const { name, help, type, aggregator } = this;
    return Promise.resolve({ name, help, type, aggregator, values });
  }

  /** Every series back to nothing observed (the callers keep theirs). */
  reset(): void {
    for (const series of this.all.values()) series.reset();
  }

  private value(
    suffix: string,
    labels: Sample['labels'],
    sharedLabels: Sample['sharedLabels'],
    value: number,
  ): Sample {
    return { metricName: `${this.name}${suffix}`, labels, sharedLabels, value };
  }
}
