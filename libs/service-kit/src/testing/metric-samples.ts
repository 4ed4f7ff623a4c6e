/** One sample of a Prometheus text exposition: `name{labels} value`. */
export interface MetricSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\S+)?$/;
const LABEL = /\s*([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*,?/y;

function unescape(value: string): string {
  return value.replace(/\\(.)/g, (_all, char: string) => (char === 'n' ? '\n' : char));
}

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const start = LABEL.lastIndex;
    const match = LABEL.exec(text);
    if (!match) {
      if (text.slice(start).trim() === '') break;
      throw new Error(`unreadable labels in metrics line: ${line}`);
    }
    const [, key = '', value = ''] = match;
    labels[key] = unescape(value);
  }
  return labels;
}

function parseValue(text: string): number {
  if (text === '+Inf') return Infinity;
  if (text === '-Inf') return -Infinity;
  return Number(text);
}

/**
 * The samples of a Prometheus text exposition (what `/metrics` answers), comments left out.
 * A histogram shows up as its `_bucket`, `_sum` and `_count` samples.
 */
export function parseMetrics(text: string): MetricSample[] {
  const samples: MetricSample[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`unreadable metrics line: ${line}`);
    const [, name = '', labels, value = ''] = match;
    samples.push({
      name,
      labels: labels ? parseLabels(labels, line) : {},
      value: parseValue(value),
    });
  }
  return samples;
}

/**
 * The sum of the samples named `name` whose labels include every one of `labels` (other labels
 * may differ), or 0 when none matches: a counter or histogram series nobody touched yet reads 0.
 * E.g. `sampleValue(text, 'fx_rpc_server_duration_seconds_count', { outcome: 'ok' })`.
 */
export function sampleValue(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number {
  const wanted = Object.entries(labels);
  return parseMetrics(text)
    .filter(
      (sample) =>
        sample.name === name && wanted.every(([key, value]) => sample.labels[key] === value),
    )
    .reduce((sum, sample) => sum + sample.value, 0);
}
