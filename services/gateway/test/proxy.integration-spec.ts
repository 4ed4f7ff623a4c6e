import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { memoryLogger, uniqueNamespace } from '@fx/service-kit/testing';
import { injectInto, startTestGateway, testStaffGate } from './support/gateway-harness';
import type { InjectOptions } from './support/gateway-harness';

/**
 * The gateway behind a reverse proxy: X-Forwarded-Proto and X-Forwarded-For are believed only
 * from the addresses TRUST_PROXY names. Whether a request came over HTTPS decides the HTTPS-only
 * headers; who the client is decides the per-address limits.
 */
describe('the gateway behind a reverse proxy', () => {
  const { logger } = memoryLogger('gateway');
  const { gate, env: gateEnv } = testStaffGate();
  /** No TRUST_PROXY: the client is the connection's peer, whatever it says. */
  let direct: NestFastifyApplication;
  /** Behind a proxy on this machine: TRUST_PROXY names the peer the requests come from. */
  let proxied: NestFastifyApplication;
  /** TRUST_PROXY names a proxy elsewhere: the requests' peer is not it. */
  let elsewhere: NestFastifyApplication;

  beforeAll(async () => {
    // Each gateway counts its tries in its own Redis namespace.
    direct = await startTestGateway(uniqueNamespace('proxy-direct'), logger, gateEnv);
    proxied = await startTestGateway(uniqueNamespace('proxy-trusted'), logger, {
      ...gateEnv,
      TRUST_PROXY: '127.0.0.1',
    });
    elsewhere = await startTestGateway(uniqueNamespace('proxy-other'), logger, {
      ...gateEnv,
      TRUST_PROXY: '10.9.8.7, 192.168.50.0/24',
    });
  }, 60_000);

  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
    await elsewhere?.close();
  });

  const page = (gateway: NestFastifyApplication, options: InjectOptions = {}) =>
    injectInto(gateway, 'GET', '/health/live', options);
  const api = (gateway: NestFastifyApplication, options: InjectOptions = {}) =>
    injectInto(gateway, 'GET', '/api/v1/config', options);
  const overHttps = { headers: { 'x-forwarded-proto': 'https' } };

  describe('HTTPS-only headers', () => {
    it('sends neither HSTS nor upgrade-insecure-requests over plain HTTP, so a LAN address keeps working', async () => {
      const [onPage, onApi] = [await page(direct), await api(direct)];
      expect(onPage.statusCode).toBe(200);
      expect(onApi.statusCode).toBe(200);
      expect(onPage.headers['strict-transport-security']).toBeUndefined();
      expect(onApi.headers['strict-transport-security']).toBeUndefined();
      expect(onPage.headers['content-security-policy']).toContain("default-src 'self'");
      expect(onPage.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    });

    it('sends HSTS and upgrade-insecure-requests when the proxy TRUST_PROXY names says the client used HTTPS', async () => {
      const [onPage, onApi] = [await page(proxied, overHttps), await api(proxied, overHttps)];
      expect(onPage.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(onApi.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(onPage.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    });

    it('sends neither when the trusted proxy says the client used plain HTTP', async () => {
      const plain = { headers: { 'x-forwarded-proto': 'http' } };
      const [onPage, onApi] = [await page(proxied, plain), await api(proxied, plain)];
      expect(onPage.headers['strict-transport-security']).toBeUndefined();
      expect(onApi.headers['strict-transport-security']).toBeUndefined();
      expect(onPage.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    });

    it('ignores X-Forwarded-Proto from a peer that TRUST_PROXY does not name', async () => {
      for (const gateway of [elsewhere, direct]) {
        const [onPage, onApi] = [await page(gateway, overHttps), await api(gateway, overHttps)];
        expect(onPage.headers['strict-transport-security']).toBeUndefined();
        expect(onApi.headers['strict-transport-security']).toBeUndefined();
        expect(onPage.headers['content-security-policy']).not.toContain(
          'upgrade-insecure-requests',
        );
      }
    });
  });

  describe('who the client is: the staff gate allows 5 tries per 15 minutes per address', () => {
    /** One wrong try at the staff gate; its status code (401 wrong, 429 too many). */
    const tryGate = async (
      gateway: NestFastifyApplication,
      options: { remoteAddress?: string; forwardedFor?: string },
    ) =>
      (
        await injectInto(gateway, 'POST', '/api/v1/access-gate', {
          body: { username: gate.username, password: 'not-the-password' },
          remoteAddress: options.remoteAddress,
          headers: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {},
        })
      ).statusCode;

    it('keeps counting a peer that TRUST_PROXY does not name, whatever X-Forwarded-For it sends', async () => {
      for (const [gateway, peer] of [
        [elsewhere, '127.0.0.1'],
        [direct, '203.0.113.40'],
      ] as const) {
        const statuses: number[] = [];
        for (let attempt = 1; attempt <= 6; attempt += 1) {
          statuses.push(
            await tryGate(gateway, { remoteAddress: peer, forwardedFor: `198.51.100.${attempt}` }),
          );
        }
        expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      }
    });

    it('counts each client a trusted proxy forwards on its own', async () => {
      const first = '198.51.100.20';
      const second = '198.51.100.21';
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 6; attempt += 1) {
        statuses.push(await tryGate(proxied, { forwardedFor: first }));
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      // Another visitor through the same proxy still has all five tries.
      expect(await tryGate(proxied, { forwardedFor: second })).toBe(401);
      // The client's address is the one the proxy appended last, not one the client made up.
      expect(await tryGate(proxied, { forwardedFor: `203.0.113.99, ${first}` })).toBe(429);
    });
  });
});
