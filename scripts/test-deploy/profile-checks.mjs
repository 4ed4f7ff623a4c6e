// The other compose profiles: TLS through the proxy, and production refusing the try-it settings.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { http } from './client.mjs';
import { compose, composeEnv, ports, project } from './compose.mjs';
import { assert, check, sleep } from './harness.mjs';

export async function checkTheTlsAndProductionProfiles() {
  await check(
    'TLS profile: HTTPS through the proxy, HSTS only there, HTTP redirected',
    async () => {
      compose(['--profile', 'tls', 'up', '-d', '--no-recreate', 'proxy']);
      const deadline = Date.now() + 30_000;
      let page;
      while (Date.now() < deadline) {
        page = spawnSync(
          'curl',
          [
            '-sk',
            '-D',
            '-',
            '-o',
            '/dev/null',
            `https://127.0.0.1:${ports.TLS_PORT}/api/v1/currencies`,
          ],
          { encoding: 'utf8' },
        );
        if (/^HTTP\/\S+ 200/m.test(page.stdout)) break;
        await sleep(1000);
      }
      assert(/^HTTP\/\S+ 200/m.test(page.stdout), `https answered: ${page.stdout.slice(0, 200)}`);
      assert(/strict-transport-security: max-age/i.test(page.stdout), 'no HSTS over HTTPS');
      const plain = await http('GET', `http://127.0.0.1:${ports.TLS_HTTP_PORT}/exchangeRates`);
      assert(
        plain.status === 301 && /^https:/.test(plain.headers.get('location')),
        `http answered ${plain.status}`,
      );
      return 'HTTPS 200 with HSTS; HTTP 301 to HTTPS';
    },
  );

  await check('production refuses the try-it settings and names them', async () => {
    const key = path.join(os.tmpdir(), `${project}-not-a-key.json`);
    fs.writeFileSync(key, '{"type":"authorized_user"}');
    composeEnv.FIREBASE_SERVICE_ACCOUNT_FILE = key;
    const refused = compose(['run', '--rm', '--no-deps', 'gateway'], {
      files: ['docker-compose.yml', 'docker-compose.production.yml'],
      allowFailure: true,
    });
    assert(refused.status !== 0, 'the gateway started in production with try-it settings');
    for (const name of [
      'FIREBASE_PROJECT_ID',
      'GOOGLE_APPLICATION_CREDENTIALS',
      'ACCESS_GATE_USERNAME',
      'REDIS_URL',
      'AMQP_URL',
      'SITE_BRAND_NAME',
      'SITE_COMPANY_NUMBER',
    ])
      assert(refused.output.includes(name), `${name} not named: ${refused.output.slice(-800)}`);
    const rates = compose(['run', '--rm', '--no-deps', 'rates'], {
      files: ['docker-compose.yml', 'docker-compose.production.yml'],
      allowFailure: true,
    });
    fs.rmSync(key);
    assert(
      rates.status !== 0 && /RATE_PROVIDER/.test(rates.output) && /DATABASE_URL/.test(rates.output),
      `rates: ${rates.output.slice(-600)}`,
    );
    return 'gateway and rates exit naming each unsafe setting';
  });
}
