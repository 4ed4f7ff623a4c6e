import type { SiteSettings } from '@fx/contracts';
import { siteSettingsSchema } from '@fx/contracts';
import { RpcServer } from '@fx/service-kit';
import { memoryLogger } from '@fx/service-kit/testing';
import { HEALTH_MAX_AGE_MS } from '../src/health/platform-health.controller';
import { useStandInGateway } from './support/stand-in-gateway';

describe('gateway over the real RabbitMQ and Redis: pages, site settings and health', () => {
  const { logger } = memoryLogger('gateway');
  const standIn = useStandInGateway(logger);
  const { inject } = standIn;

  it('answers an unknown API path with a JSON 404, never the SPA', async () => {
    const response = await inject({ url: '/api/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('serves the SPA for page addresses and its fingerprinted assets with long caching', async () => {
    const page = await inject({ url: '/exchangeRates' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');

    const asset = await inject({ url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');

    expect((await inject({ url: '/assets/missing-999.js' })).statusCode).toBe(404);
  });

  it('answers 503 for the site settings while the orders service has never answered, and still serves the page', async () => {
    const settings = await inject({ url: '/api/v1/site' });
    expect(settings.statusCode).toBe(503);
    expect(settings.json()).toMatchObject({
      message: "The site's settings are not available yet; please try again in a moment.",
    });
    const page = await inject({ url: '/contact' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('id="site-settings"');
  });

  it("serves the bureau's settings with the numbers the orders service enforces, its linked-order limit too", async () => {
    const enforced = {
      minGbp: '100',
      maxGbp: '2500',
      rateGuaranteeHours: 12,
      maxLines: 4,
      linkedLimitGbp: '7000',
      linkedWindowDays: 30,
      delivery: {
        minGbp: '400',
        maxGbp: '2500',
        feeGbp: '4.99',
        freeFromGbp: '1000',
        cutoff: '14:00',
        saturdayFeeGbp: '7.50',
        dispatchNation: 'england',
        closedDays: [],
      },
      buyBack: { priceGbp: '3.99', windowDays: 30, sharePct: '30', capGbp: '750' },
      cancellationFeeGbp: '0',
      // Issue 33: the ID thresholds the order form states up front (statutory one in pounds at
      // the previous working day's EUR rate, 1.1339 here).
      dueDiligence: {
        houseIdThresholdGbp: '800',
        statutoryThresholdEur: '15000',
        statutoryThresholdGbp: '13228.68',
        eurRateDay: '2026-11-27',
        cashDeclarationGbp: '10000',
      },
    };
    const orders = new RpcServer(standIn.connection, 'orders', logger);
    orders.register('orders.settings', () => enforced);
    await orders.listen();
    try {
      const response = await inject({ url: '/api/v1/site' });
      expect(response.statusCode).toBe(200);
      const site = response.json<SiteSettings>();
      expect(site).toMatchObject({
        brand: { name: 'Riverside & Co', colors: { primary: '#123456' } },
        orders: enforced,
        // The payments service has never answered here: no card payment is offered.
        payments: { cards: false, creditCards: false },
        // Only some details are the bureau's own: the site says the rest are examples.
        placeholder: true,
      });
      expect(siteSettingsSchema.parse(site)).toEqual(site);

      // The page carries the same settings, its title and description name the bureau, and
      // nothing in a setting can end the script block it sits in.
      const page = await inject({ url: '/exchangeRates' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>SPA | Riverside &#38; Co</title>');
      expect(page.body).not.toContain('<script>alert(1)');
      const json = /<script id="site-settings" type="application\/json">(.*?)<\/script>/s.exec(
        page.body,
      )?.[1];
      expect(JSON.parse(json ?? 'null')).toEqual(site);
      // The home page too, and never the built file as it is.
      expect((await inject({ url: '/' })).body).toContain('id="site-settings"');
      expect((await inject({ url: '/index.html' })).statusCode).toBe(404);
    } finally {
      await orders.close();
    }
    // The last answer is kept while the orders service is away.
    expect((await inject({ url: '/api/v1/site' })).statusCode).toBe(200);
  });

  it('reports the platform health: its own dependencies up, services that do not answer down', async () => {
    const response = await inject({ url: '/api/v1/health' });
    const body = response.json<{
      status: string;
      checks: Record<string, { status: string }>;
      services: Record<string, { status: string }>;
    }>();
    expect(response.statusCode).toBe(503);
    expect(body.status).toBe('degraded');
    expect(body.checks).toMatchObject({ rabbitmq: { status: 'up' }, redis: { status: 'up' } });
    expect(Object.keys(body.services).sort()).toEqual([
      'compliance',
      'identity',
      'notifications',
      'orders',
      'payments',
      'rates',
    ]);
    expect(body.services.rates).toMatchObject({ status: 'down' });
    expect(body.services.compliance).toMatchObject({ status: 'down' });
  });

  it('asks each service once however many callers check the health at the same moment, and again once the report is a second old', async () => {
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await sleep(HEALTH_MAX_AGE_MS + 100); // no report left from the test before
    let asked = 0;
    const server = new RpcServer(standIn.connection, 'rates', logger);
    server.register('rates.health', () => {
      asked += 1;
      return { service: 'rates', status: 'up', instance: 'stand-in', uptimeSeconds: 1, checks: {} };
    });
    await server.listen();
    const health = () => inject({ url: '/api/v1/health' });
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, health));
      expect(asked).toBe(1);
      for (const answer of answers) {
        expect(answer.json()).toMatchObject({ services: { rates: { status: 'up' } } });
      }
      expect((await health()).json()).toMatchObject({ services: { rates: { status: 'up' } } });
      expect(asked).toBe(1);
    } finally {
      await server.close();
    }
    // The rates service stopped answering: a caller a second later is told so.
    await sleep(HEALTH_MAX_AGE_MS + 100);
    const later = await health();
    expect(later.statusCode).toBe(503);
    expect(later.json()).toMatchObject({ services: { rates: { status: 'down' } } });
  });

  it('is live on /health/live', async () => {
    const response = await inject({ url: '/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'up' });
  });
});
