import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { stack } from './support/stack';

const DIST = path.resolve(__dirname, '../frontend/dist');

/** Every file under a folder, with its content as served: .gz and .br copies decompressed. */
function servedFiles(dir: string): { file: string; text: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return servedFiles(file);
    const bytes = readFileSync(file);
    const plain = name.endsWith('.gz')
      ? gunzipSync(bytes)
      : name.endsWith('.br')
        ? brotliDecompressSync(bytes)
        : bytes;
    return [{ file: path.relative(DIST, file), text: plain.toString('latin1') }];
  });
}

/**
 * What must never reach a browser: the names of the server-only settings (a bundle that mentions
 * one was built from code that reads it), credentials in connection URLs, private keys and
 * service-account files, password hashes. The Firebase web config (apiKey, authDomain, projectId)
 * is not here: it is public by design, identifies the project and grants nothing (the SPA gets it
 * at run time from GET /api/v1/config anyway).
 */
const PATTERNS: [string, RegExp][] = [
  [
    'a server-only setting name',
    /\b(RATE_API_KEY|RATE_API_KEY_HEADER|RATE_FEED_URL|ACCESS_GATE_SECRET|ACCESS_GATE_PASSWORD(_HASH)?|SMTP_URL|DATABASE_URL|AMQP_URL|REDIS_URL|BOOTSTRAP_ADMIN_EMAILS)\b/,
  ],
  [
    'a URL with credentials',
    /\b(postgres(ql)?|amqps?|rediss?|smtps?):\/\/[^\s"'`/@]*:[^\s"'`/@]+@/,
  ],
  ['a private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['a service-account file', /"type"\s*:\s*"service_account"|"private_key(_id)?"\s*:/],
  ['a password hash', /scrypt\$\d+\$\d+\$\d+\$/],
];

/**
 * The values this machine's stack holds secret (defaults, then .env, then the environment, as
 * `npm start` and the e2e setup read them): the staff gate's password and signing secret, the
 * rate provider's key, and the passwords inside connection URLs.
 */
function secretValues(): [string, string][] {
  const values: [string, string][] = [];
  const settings: Record<string, string | undefined> = { ...stack.loadConfig(), ...process.env };
  for (const [key, value] of Object.entries(settings)) {
    if (!value || value.length < 6) continue;
    if (/(PASSWORD|SECRET|_API_KEY)$/.test(key) && key !== 'FIREBASE_WEB_API_KEY') {
      values.push([key, value]);
    }
    if (/_URL$/.test(key) && URL.canParse(value)) {
      const password = decodeURIComponent(new URL(value).password);
      // amqp's guest/guest is the broker's well-known local default, and a common word.
      if (password.length >= 6) values.push([`${key} password`, password]);
    }
  }
  return values;
}

function problemsIn(files: { file: string; text: string }[], secrets: [string, string][]) {
  const problems: string[] = [];
  for (const { file, text } of files) {
    for (const [what, pattern] of PATTERNS) {
      const match = pattern.exec(text);
      if (match) problems.push(`${file}: ${what}: ${text.slice(match.index, match.index + 80)}`);
    }
    for (const [key, value] of secrets) {
      if (text.includes(value)) problems.push(`${file}: the value of ${key}`);
    }
  }
  return problems;
}

describe('the SPA bundle', () => {
  it('holds no secret of the server, in any file it serves, compressed copies included', () => {
    // The e2e global setup builds the product first (npm run build) unless E2E_SKIP_BUILD=1 says
    // an earlier build is to be used; either way the bundle must be there.
    if (!existsSync(path.join(DIST, 'index.html'))) {
      throw new Error(
        `There is no built SPA in ${DIST}: run "npm run build" (the e2e setup does, unless E2E_SKIP_BUILD=1).`,
      );
    }
    const files = servedFiles(DIST);
    const scripts = files.filter(({ file }) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(5);
    expect(files.some(({ file }) => file.endsWith('.gz') || file.endsWith('.br'))).toBe(true);

    const secrets = secretValues();
    // The local staff gate password is always among them: the scan has something to look for.
    expect(secrets.map(([key]) => key)).toContain('ACCESS_GATE_PASSWORD');

    // The scan itself finds each kind of leak, so a clean answer means something.
    const planted = [
      'const u="postgres://app:hunter22@db:5432/fx"',
      'process.env.ACCESS_GATE_SECRET',
      // Assembled, so that secret scanners do not take this test's bait for a committed key.
      ['-----BEGIN', 'PRIVATE', 'KEY-----'].join(' '),
      '{"type": "service_account", "private_key": "x"}',
      'scrypt$16384$8$1$c2FsdA$aGFzaA',
      `var p="${secrets[0]![1]}"`,
    ];
    for (const text of planted) {
      expect([text, problemsIn([{ file: 'planted.js', text }], secrets).length > 0]).toEqual([
        text,
        true,
      ]);
    }

    expect(problemsIn(files, secrets)).toEqual([]);
  });
  it("holds no bureau's details: the example bureau's name, domain and company number are served, not built", () => {
    const traces = /Highstreet|highstreetfx|\b12345678\b/i;
    const found = servedFiles(DIST)
      .filter(({ text }) => traces.test(text))
      .map(({ file, text }) => {
        const at = text.search(traces);
        return `${file}: ${text.slice(Math.max(0, at - 40), at + 40)}`;
      });
    expect(found).toEqual([]);
  });
});
