import { envProblems } from '@fx/service-kit/testing';
import { loadEnv } from './env';
import { tryItEnv } from './try-it-env';

/** The problems the gateway names when it refuses to start, or a failure if it starts. */
const problemsOf = (source: Record<string, string>) => envProblems('the gateway', loadEnv, source);

describe('gateway configuration', () => {
  const tryIt = tryItEnv();
  describe('in local mode', () => {
    it('accepts the try-it settings even in a production build', () => {
      const env = loadEnv({ NODE_ENV: 'production', DEPLOY_MODE: 'local', ...tryIt });
      expect(env).toMatchObject({
        NODE_ENV: 'production',
        FIREBASE_PROJECT_ID: 'demo-fx',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        FIREBASE_WEB_API_KEY: 'demo-api-key',
        TRUST_PROXY: true,
      });
      expect(env.GOOGLE_APPLICATION_CREDENTIALS).toBeUndefined();
    });

    it('still refuses the emulator with a real project, whose tokens it cannot issue', () => {
      expect(
        problemsOf({ ...tryIt, DEPLOY_MODE: 'local', FIREBASE_PROJECT_ID: 'highstreet-fx' }),
      ).toEqual(['FIREBASE_PROJECT_ID: must be a demo- project id when the emulator is used']);
    });
  });

  describe('TRUST_PROXY', () => {
    const withTrustProxy = (value: string) => loadEnv({ ...tryIt, TRUST_PROXY: value }).TRUST_PROXY;

    it('takes a comma-separated list of proxy addresses and ranges', () => {
      expect(withTrustProxy('172.31.250.10, 10.0.0.0/8,fd00::/8 , ::1, loopback')).toEqual([
        '172.31.250.10',
        '10.0.0.0/8',
        'fd00::/8',
        '::1',
        'loopback',
      ]);
    });

    it('trusts no proxy when unset, empty or false, and any peer when true', () => {
      const { TRUST_PROXY: _unset, ...withoutIt } = tryIt;
      expect(loadEnv(withoutIt).TRUST_PROXY).toBe(false);
      expect(withTrustProxy('')).toBe(false);
      expect(withTrustProxy('false')).toBe(false);
      expect(withTrustProxy('TRUE')).toBe(true);
    });

    it('names every entry that is not an address or a range', () => {
      expect(
        problemsOf({ ...tryIt, TRUST_PROXY: '10.0.0.1, proxy.internal, 10.0.0.0/33' }),
      ).toEqual([
        'TRUST_PROXY: "proxy.internal" is not an IP address or CIDR range (e.g. 172.31.250.10 or 10.0.0.0/8)',
        'TRUST_PROXY: "10.0.0.0/33" is not an IP address or CIDR range (e.g. 172.31.250.10 or 10.0.0.0/8)',
      ]);
    });
  });

  describe('SPA_DIR', () => {
    it('serves the API only when set to none', () => {
      expect(loadEnv({ ...tryIt, SPA_DIR: 'none' }).SPA_DIR).toBe('');
    });

    it('serves the built SPA of this checkout when unset or empty', () => {
      const { SPA_DIR: unset } = loadEnv(tryIt);
      expect(unset).toMatch(/frontend[\\/]dist$/);
      expect(loadEnv({ ...tryIt, SPA_DIR: '' }).SPA_DIR).toBe(unset);
      expect(loadEnv({ ...tryIt, SPA_DIR: '/srv/fx/spa' }).SPA_DIR).toBe('/srv/fx/spa');
    });
  });

  describe('SSR_DIR and SITE_URL', () => {
    it('renders the public pages with the server bundle of this checkout unless set to none', () => {
      expect(loadEnv(tryIt).SSR_DIR).toMatch(/frontend[\\/]dist-ssr$/);
      expect(loadEnv({ ...tryIt, SSR_DIR: 'none' }).SSR_DIR).toBe('');
    });

    it("names the site by its address's origin in canonical links, or by each request's when unset", () => {
      expect(loadEnv({ ...tryIt, SITE_URL: 'https://www.riverside.example/' }).SITE_URL).toBe(
        'https://www.riverside.example',
      );
      expect(loadEnv({ ...tryIt, SITE_URL: '' }).SITE_URL).toBeUndefined();
      expect(problemsOf({ ...tryIt, SITE_URL: 'www.riverside.example' })).toEqual([
        'SITE_URL: must be an http(s) address, e.g. https://www.example.co.uk',
      ]);
    });
  });
});
