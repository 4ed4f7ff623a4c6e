import type { LoadFigures } from './load';

export interface ScenarioRow {
  scenario: string;
  figures?: LoadFigures;
  /** requests/s as a share of the baseline's, for HTTP reads. */
  ratio?: number;
  /** Figures that are not requests/s: latency distributions, sizes, scores. */
  detail?: Record<string, number | string>;
}

export interface Budget {
  name: string;
  target: string;
  measured: string;
  pass: boolean;
}

const pad = (value: string, width: number) => value.padEnd(width);
const num = (value: number | undefined, digits = 1) =>
  value === undefined || Number.isNaN(value) ? '-' : value.toFixed(digits);

/** The table `npm run bench` prints: one row per scenario, then every budget with pass or fail. */
export function formatReport(rows: ScenarioRow[], budgets: Budget[]): string {
  const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'x baseline'];
  const widths = [44, 10, 8, 8, 8, 10];
  const lines = [header.map((cell, i) => pad(cell, widths[i]!)).join(' ')];
  lines.push(widths.map((width) => '-'.repeat(width)).join(' '));
  for (const row of rows) {
    const f = row.figures;
    lines.push(
      [
        pad(row.scenario, widths[0]!),
        pad(num(f?.requestsPerSecond, 0), widths[1]!),
        pad(num(f?.p50Ms), widths[2]!),
        pad(num(f?.p99Ms), widths[3]!),
        pad(f ? String(f.errors + f.unexpected) : '-', widths[4]!),
        pad(row.ratio === undefined ? '-' : row.ratio.toFixed(2), widths[5]!),
      ].join(' '),
    );
    if (row.detail) {
      const parts = Object.entries(row.detail).map(([key, value]) => `${key} ${value}`);
      lines.push(`${' '.repeat(4)}${parts.join(' · ')}`);
    }
  }
  lines.push('', 'Budgets');
  for (const budget of budgets) {
    lines.push(
      `  ${budget.pass ? 'PASS' : 'FAIL'}  ${pad(budget.name, 40)} ${pad(budget.target, 22)} measured ${budget.measured}`,
    );
  }
  const failed = budgets.filter((budget) => !budget.pass).length;
  lines.push('', `${budgets.length - failed} of ${budgets.length} budgets met.`);
  return lines.join('\n');
}
