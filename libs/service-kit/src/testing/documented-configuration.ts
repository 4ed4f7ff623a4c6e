import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { envVariables } from '../config/env-variables';
import { tracingEnvSchema } from '../tracing/tracing';

/**
 * docs/configuration.md against the code: its table names, for each variable, the apps that read
 * it ("Used by"), and each service's schema (config/env.ts, plus the tracing variables every
 * service reads at boot) says what it really reads. Each service's env-documented.spec.ts compares
 * the two, and its .env.example, so the documentation cannot drift from the schemas.
 */

const ROOT = resolve(__dirname, '../../../..');

/** The apps "Used by" can name (each folder of services/ with a config/env.ts); `all` is each. */
export function configuredServices(): string[] {
  return readdirSync(join(ROOT, 'services')).filter((name) =>
    existsSync(join(ROOT, 'services', name, 'src/config/env.ts')),
  );
}

/** "Used by" for what only `npm start`'s own scripts read (the mail sink), no service. */
export const NPM_START_ONLY = 'npm start';

export interface ConfigurationRow {
  /** The variables the row's first cell names, in backticks. */
  variables: string[];
  /** The services of "Used by", or NPM_START_ONLY. */
  usedBy: string[];
  /** The row as written, to name it in a failure. */
  text: string;
}

/** The rows of the tables in docs/configuration.md (those whose first column is "Variable"). */
export function configurationTable(
  markdown = readFileSync(join(ROOT, 'docs/configuration.md'), 'utf8'),
): ConfigurationRow[] {
  const rows: ConfigurationRow[] = [];
  let inTable = false;
  for (const line of markdown.split('\n')) {
    if (/^\|\s*Variable\s*\|/.test(line)) inTable = true;
    else if (!line.startsWith('|')) inTable = false;
    else if (inTable && !/^\|[\s|:-]*$/.test(line)) {
      const [names = '', usedBy = ''] = cells(line);
      rows.push({
        variables: [...names.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!),
        usedBy: readUsedBy(usedBy),
        text: line.replace(/\s{2,}/g, ' '),
      });
    }
  }
  if (rows.length === 0)
    throw new Error('docs/configuration.md has no table with a "Variable" column');
  return rows;
}

function cells(line: string): string[] {
  return line
    .replace(/^\|/, '')
    .replace(/\|\s*$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

function readUsedBy(cell: string): string[] {
  const all = configuredServices();
  if (/^all\b/.test(cell)) return all;
  const services = all.filter((service) => new RegExp(`\\b${service}\\b`).test(cell));
  return cell.includes('`npm start` only') ? [...services, NPM_START_ONLY] : services;
}

/** The variables every service reads besides its own schema's: tracing, started at boot. */
export const TRACING_VARIABLES = envVariables(tracingEnvSchema);

export interface ConfigurationDrift {
  /** Read by the service, but docs/configuration.md does not say so. */
  readButNotDocumented: string[];
  /** Documented as read by the service, but its schema does not read it. */
  documentedButNotRead: string[];
}

/** Where docs/configuration.md and a service's schema disagree about what the service reads. */
export function configurationDrift(
  service: string,
  schemaVariables: readonly string[],
  table: ConfigurationRow[] = configurationTable(),
): ConfigurationDrift {
  const reads = new Set([...schemaVariables, ...TRACING_VARIABLES]);
  const documented = new Set(
    table.filter((row) => row.usedBy.includes(service)).flatMap((row) => row.variables),
  );
  return {
    readButNotDocumented: [...reads].filter((name) => !documented.has(name)).sort(),
    documentedButNotRead: [...documented].filter((name) => !reads.has(name)).sort(),
  };
}

/** The variables a .env-style file sets or shows commented out (`NAME=` or `# NAME=`). */
export function envFileVariables(file: string): string[] {
  const text = readFileSync(resolve(ROOT, file), 'utf8');
  const names = [...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!);
  return [...new Set(names)].sort();
}

export interface EnvExampleDrift {
  /** Read by the service, but its .env.example does not show it. */
  missingFromExample: string[];
  /** In its .env.example, but the service does not read it. */
  notRead: string[];
}

/**
 * Where services/<service>/.env.example and the service's schema disagree. `sharedAtTheRoot`
 * names the variables shown in full once, in the root .env.example, for every service that reads
 * them (the bureau's SITE_* settings, `SITE_ENV_VARIABLES` of @fx/contracts): a service's own
 * .env.example refers to it and may repeat a few.
 */
export function envExampleDrift(
  service: string,
  schemaVariables: readonly string[],
  sharedAtTheRoot: readonly string[] = [],
): EnvExampleDrift {
  const reads = new Set([...schemaVariables, ...TRACING_VARIABLES]);
  const shown = new Set(envFileVariables(`services/${service}/.env.example`));
  const shownAtTheRoot = (name: string) =>
    sharedAtTheRoot.includes(name) && envFileVariables('.env.example').includes(name);
  return {
    missingFromExample: [...reads]
      .filter((name) => !shown.has(name) && !shownAtTheRoot(name))
      .sort(),
    notRead: [...shown].filter((name) => !reads.has(name)).sort(),
  };
}

/** A repository file's text, for the checks that look for a variable where it is read. */
export function repositoryFile(file: string): string {
  return readFileSync(resolve(ROOT, file), 'utf8');
}

/**
 * Both checks of a service's variables: docs/configuration.md and its .env.example (see
 * envExampleDrift for `sharedAtTheRoot`).
 */
export function documentationDrift(
  service: string,
  schemaVariables: readonly string[],
  sharedAtTheRoot: readonly string[] = [],
) {
  return {
    'docs/configuration.md': configurationDrift(service, schemaVariables),
    [`services/${service}/.env.example`]: envExampleDrift(
      service,
      schemaVariables,
      sharedAtTheRoot,
    ),
  };
}

/** What documentationDrift answers for a service whose documentation matches its schema. */
export function noDocumentationDrift(service: string) {
  return {
    'docs/configuration.md': { readButNotDocumented: [], documentedButNotRead: [] },
    [`services/${service}/.env.example`]: { missingFromExample: [], notRead: [] },
  };
}
