import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { MetricName } from './catalogue';
import { TallyHistogram } from './tally-histogram';

/** Bucket bounds (seconds) for request and handling durations: 1 ms to 10 s. */
export const DURATION_BUCKETS = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
];

/**
 * One service's metrics: a prom-client registry of its own (services booted side by side in a
 * test process keep theirs apart), labelled with the service's name, with Node's process metrics.
 * Every metric is named from a catalogue (service-kit's `METRICS` or a domain's, in the contracts);
 * `text()` is the Prometheus exposition.
 */
export class Metrics {
  readonly registry = new Registry();

  constructor(readonly service: string) {
    this.registry.setDefaultLabels({ service });
    collectDefaultMetrics({ register: this.registry });
  }

  counter<L extends string>(
    name: MetricName,
    help: string,
    labelNames: readonly L[] = [],
  ): Counter<L> {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  histogram<L extends string>(
    name: MetricName,
    help: string,
    labelNames: readonly L[] = [],
    buckets: number[] = DURATION_BUCKETS,
  ): Histogram<L> {
    return new Histogram({ name, help, labelNames, buckets, registers: [this.registry] });
  }

  /** A histogram for a hot path: its series are kept by the caller (tally-histogram.ts). */
  tallyHistogram<L extends string>(
    name: MetricName,
    help: string,
    labelNames: readonly L[],
    buckets: readonly number[] = DURATION_BUCKETS,
  ): TallyHistogram<L> {
    return new TallyHistogram(name, help, labelNames, buckets, this.registry);
  }

  /**
   * A gauge read when Prometheus scrapes: `read` sets its values. If reading fails (the database
   * or broker is down), the gauge is left empty for that scrape rather than failing the scrape or
   * showing a stale figure; `onError` hears why.
   */
  gauge<L extends string>(
    name: MetricName,
    help: string,
    labelNames: readonly L[],
    read: (gauge: Gauge<L>) => Promise<void> | void,
    onError?: (error: unknown) => void,
  ): Gauge<L> {
    return new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        try {
          await read(this);
        } catch (error) {
          this.reset();
          onError?.(error);
        }
      },
    });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }
}
