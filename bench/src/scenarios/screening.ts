// Sanctions screening (issue 33): the compliance service's matcher in this process, against a
// generated list of the real list's size, screening generated customers one by one.
import { fakerEN_GB as faker } from '@faker-js/faker';
import { COMPLIANCE_DEFAULTS } from '@fx/contracts';
import { SanctionsIndex } from '@fx/compliance/dist/sanctions/sanctions-index';
import type { ScreenedPerson } from '@fx/compliance/dist/sanctions/sanctions-index';
import { generateSanctionsList } from '@fx/compliance/dist/sanctions/testing/generate-list';
import { listedNameVariants } from '@fx/compliance/dist/sanctions/testing/name-variants';
import { percentile, round } from '../load';
import type { Budget, ScenarioRow } from '../report';

export interface ScreeningResults {
  rows: ScenarioRow[];
  p95Ms: number;
  cpuPerScreeningMs: number;
}

const CUSTOMERS = 3000;
const WARM_UP = 300;
/** One customer in twenty is a listed person, written the way a customer might write it. */
const LISTED_SHARE = 0.05;

function customers(
  count: number,
  list: Parameters<typeof listedNameVariants>[0],
): ScreenedPerson[] {
  faker.seed(33);
  const listed = listedNameVariants(list, Math.round(count * LISTED_SHARE), 11);
  const people: ScreenedPerson[] = listed.map((variant) => ({ name: variant.name }));
  while (people.length < count) {
    const dateOfBirth = faker.date.birthdate({
      mode: 'age',
      min: 18,
      max: 90,
      refDate: '2026-01-01',
    });
    people.push({
      name: `${faker.person.firstName()} ${faker.person.lastName()}`,
      dateOfBirth: faker.datatype.boolean() ? dateOfBirth.toISOString().slice(0, 10) : null,
    });
  }
  return faker.helpers.shuffle(people);
}

export function runScreening(): ScreeningResults {
  const threshold = COMPLIANCE_DEFAULTS.sanctionsMatchThreshold;
  const list = generateSanctionsList(33, 5000);
  const buildStarted = process.hrtime.bigint();
  const index = SanctionsIndex.build(list);
  const buildMs = Number(process.hrtime.bigint() - buildStarted) / 1e6;
  const people = customers(CUSTOMERS + WARM_UP, list);
  for (const person of people.slice(0, WARM_UP)) index.screen(person, threshold);

  const latencies: number[] = [];
  let held = 0;
  const cpuBefore = process.cpuUsage();
  for (const person of people.slice(WARM_UP)) {
    const started = process.hrtime.bigint();
    if (index.screen(person, threshold).length > 0) held += 1;
    latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  const cpu = process.cpuUsage(cpuBefore);
  const cpuPerScreeningMs = (cpu.user + cpu.system) / 1000 / CUSTOMERS;
  const p95Ms = percentile(latencies, 95);
  return {
    p95Ms,
    cpuPerScreeningMs,
    rows: [
      {
        scenario: `sanctions screening, ${CUSTOMERS} customers`,
        detail: {
          entries: index.size.entries,
          names: index.size.names,
          'index build ms': round(buildMs, 0),
          'p50 ms': round(percentile(latencies, 50), 3),
          'p95 ms': round(p95Ms, 3),
          'max ms': round(Math.max(...latencies), 2),
          'CPU ms/screening': round(cpuPerScreeningMs, 3),
          'held (5% listed)': held,
        },
      },
    ],
  };
}

export function screeningBudgets(results: ScreeningResults): Budget[] {
  return [
    {
      name: 'screening p95, list of 5,000 entries',
      target: '< 20 ms',
      measured: `${round(results.p95Ms, 3)} ms`,
      pass: results.p95Ms < 20,
    },
    {
      name: 'CPU per screening',
      target: '< 0.5 ms',
      measured: `${round(results.cpuPerScreeningMs, 3)} ms`,
      pass: results.cpuPerScreeningMs < 0.5,
    },
  ];
}
