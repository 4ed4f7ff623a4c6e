import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { memoryLogger, uniqueNamespace } from '@fx/service-kit/testing';
import { injectInto, startTestGateway } from './support/gateway-harness';

const GATEWAY = join(__dirname, '..');
const BIN = join(GATEWAY, '..', '..', 'node_modules', '.bin');
/** Where the document is written for the linters: Spectral's overrides (.spectral.mjs) name it. */
const DOCUMENT = join(GATEWAY, 'dist', 'openapi.json');

interface Finding {
  tool: string;
  rule: string;
  severity: 'error' | 'warn';
  where: string;
  message: string;
}

function run(command: string, args: string[]) {
  const result = spawnSync(join(BIN, command), args, {
    cwd: GATEWAY,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  if (result.error) throw result.error;
  return result;
}

/** Spectral with its OpenAPI rules and OWASP's (.spectral.mjs, local packages only). */
function spectral(): Finding[] {
  const result = run('spectral', [
    'lint',
    DOCUMENT,
    '--ruleset',
    '.spectral.mjs',
    '-f',
    'json',
    '-q',
  ]);
  if (!result.stdout.trim().startsWith('['))
    throw new Error(`Spectral did not run: ${result.stdout}${result.stderr}`);
  const severities = ['error', 'warn', 'info', 'hint'] as const;
  return (
    JSON.parse(result.stdout) as {
      code: string;
      severity: number;
      path: string[];
      message: string;
    }[]
  )
    .filter((finding) => finding.severity <= 1)
    .map((finding) => ({
      tool: 'spectral',
      rule: finding.code,
      severity: severities[finding.severity] as 'error' | 'warn',
      where: finding.path.join('/'),
      message: finding.message,
    }));
}

/** Redocly CLI's recommended rules (redocly.yaml). */
function redocly(): Finding[] {
  const result = run('redocly', ['lint', DOCUMENT, '--format', 'json']);
  const start = result.stdout.indexOf('{');
  if (start === -1) throw new Error(`Redocly did not run: ${result.stdout}${result.stderr}`);
  const report = JSON.parse(result.stdout.slice(start)) as {
    problems: {
      ruleId: string;
      severity: 'error' | 'warn';
      message: string;
      location: { pointer: string }[];
    }[];
  };
  return report.problems.map((problem) => ({
    tool: 'redocly',
    rule: problem.ruleId,
    severity: problem.severity,
    where: problem.location[0]?.pointer ?? '',
    message: problem.message,
  }));
}

function summary(findings: Finding[]) {
  const counts: Record<string, number> = {};
  for (const { severity, rule } of findings)
    counts[`${severity} ${rule}`] = (counts[`${severity} ${rule}`] ?? 0) + 1;
  return counts;
}

/**
 * The document the gateway serves, as outside tools read it: Redocly CLI (recommended rules) and
 * Spectral with the OWASP API Security ruleset find no error in it. Warnings are printed, counted.
 */
describe('the API document, linted', () => {
  const { logger } = memoryLogger('gateway');
  let gateway: NestFastifyApplication;

  beforeAll(async () => {
    // As deployed: the document names the public origin as its server.
    gateway = await startTestGateway(uniqueNamespace('apilint'), logger, {
      SITE_URL: 'https://fx.highstreet.test',
    });
    const response = await injectInto(gateway, 'GET', '/api/docs/openapi.json');
    mkdirSync(join(GATEWAY, 'dist'), { recursive: true });
    writeFileSync(DOCUMENT, response.body);
  }, 60_000);

  afterAll(async () => {
    await gateway?.close();
  });

  it('has no Redocly error (recommended rules)', () => {
    const findings = redocly();
    console.log(`Redocly: ${JSON.stringify(summary(findings), null, 1)}`);
    expect(findings.filter((finding) => finding.severity === 'error')).toEqual([]);
  }, 120_000);

  it('has no Spectral error (OpenAPI and OWASP rules, exclusions named in .spectral.mjs)', () => {
    const findings = spectral();
    console.log(`Spectral: ${JSON.stringify(summary(findings), null, 1)}`);
    expect(findings.filter((finding) => finding.severity === 'error')).toEqual([]);
  }, 120_000);
});
