import { Client } from 'pg';
import type { AlertList, PricedCurrency, RateAlert } from '@fx/contracts';
import { AlertMessages } from '@fx/contracts';
import type { RpcClient } from '@fx/service-kit';
import { eventually, randomSuffix, testClock } from '@fx/service-kit/testing';
import type { TestDatabase } from '@fx/service-kit/testing';
import { linkToken, useAccountStack } from './support/account-stack';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Rate alerts through the gateway, fired by the rates service's refreshes and e-mailed through
 * the notifications service to a real SMTP server: set when signed in, or by e-mail once the
 * link is followed, and stopped from the e-mail's unsubscribe link.
 */
describe('customer accounts: rate alerts', () => {
  const account = useAccountStack('account-alerts');
  const { provider, call, customer, mailTo, marketFor, refresh, setAlert } = account;
  let eur: PricedCurrency;

  /** The first e-mail to an address whose subject matches, once it has arrived. */
  const firstMailTo = async (email: string, subject: RegExp) => {
    const [mail] = await eventually(
      () => mailTo(email, subject).length > 0 && mailTo(email, subject),
      20_000,
      100,
    );
    return mail!;
  };

  /** An alert asked for by e-mail just above today's rate, and the confirmation it sends. */
  const requestByMail = async (prefix: string) => {
    const email = `${prefix}-${randomSuffix()}@example.com`;
    const target = (Number(eur.rates.collect) + 0.05).toFixed(4);
    const requested = await call('POST', '/api/v1/alerts', {
      body: { email, code: 'EUR', targetRate: target },
    });
    expect(requested.statusCode).toBe(202);
    return { email, target, confirmation: await firstMailTo(email, /Confirm/) };
  };
  let rpc: RpcClient;
  let database: TestDatabase;

  beforeAll(() => {
    ({ eur, rpc } = account.started);
    database = account.started.stack.database;
  });

  describe('rate alerts', () => {
    const alertsOf = async (token: string) =>
      (await call('GET', '/api/v1/me/alerts', { token })).json<AlertList>();

    afterEach(async () => {
      // Back to the rate the other tests priced their orders at.
      provider.eurMarketRate = eur.marketRate;
      await refresh();
    });

    it('fires exactly once when a refresh crosses the target, and not when it does not', async () => {
      const ada = await customer('alert');
      const target = (Number(eur.rates.collect) + 0.05).toFixed(4);
      const set = await setAlert(ada.token, target);
      expect(set.statusCode).toBe(201);
      expect(set.json<RateAlert>()).toMatchObject({
        code: 'EUR',
        currencyName: eur.name,
        targetRate: target,
        status: 'active',
        currentRate: eur.rates.collect,
      });

      // A refresh that moves the rate up, but not to the target: nothing.
      provider.eurMarketRate = marketFor((Number(target) - 0.01).toFixed(4));
      await refresh();
      await sleep(1500);
      expect(mailTo(ada.email, /now buys/)).toHaveLength(0);
      expect((await alertsOf(ada.token)).alerts[0]!.status).toBe('active');

      // One that crosses it: one e-mail, with the rate and a link to order at it.
      provider.eurMarketRate = marketFor((Number(target) + 0.01).toFixed(4));
      await refresh();
      const mail = await firstMailTo(ada.email, /now buys/);
      const fired = (await alertsOf(ada.token)).alerts[0]!;
      expect(fired).toMatchObject({ status: 'triggered', triggeredRate: expect.any(String) });
      expect(Number(fired.triggeredRate)).toBeGreaterThanOrEqual(Number(target));
      expect(mail.subject).toBe(`1 GBP now buys ${fired.triggeredRate} EUR: your rate alert`);
      expect(mail.html).toContain('https://highstreetfx.test/purchase/EUR/Order');
      expect(mail.text).toContain(fired.triggeredRate);
      expect(mail.headerLines.find((line) => line.key === 'list-unsubscribe')?.line).toMatch(
        /^List-Unsubscribe:\s*<https:\/\/highstreetfx\.test\/alerts\/unsubscribe\?token=/,
      );

      // More refreshes above the target send nothing more.
      await refresh();
      await refresh();
      await sleep(1500);
      expect(mailTo(ada.email, /now buys/)).toHaveLength(1);
      expect((await alertsOf(ada.token)).remaining).toBe(10);
    });

    it('fires when the branch raises the margin-adjusted rate to the target, not only on a refresh', async () => {
      const ada = await customer('margin');
      const target = (Number(eur.rates.collect) + 0.02).toFixed(4);
      expect((await setAlert(ada.token, target)).statusCode).toBe(201);
      const { currencies } = await rpc.request('rates.currencies.adminList', {});
      const before = currencies.find((currency) => currency.code === 'EUR')!;
      // The sell margin 5 points higher: the customer gets more euros for a pound.
      const raised = (Number(before.sellMarginPct) + 5).toFixed(2);
      await rpc.request('rates.currencies.update', {
        code: 'EUR',
        changes: { sellMarginPct: raised },
        changedBy: 'test',
      });
      try {
        const mail = await firstMailTo(ada.email, /now buys/);
        expect(mail.subject).toMatch(/^1 GBP now buys [\d.]+ EUR: your rate alert$/);
      } finally {
        await rpc.request('rates.currencies.update', {
          code: 'EUR',
          changes: { sellMarginPct: before.sellMarginPct },
          changedBy: 'test',
        });
      }
    });

    it('sets an alert by e-mail once its link is followed, and stops it from the e-mail’s unsubscribe link', async () => {
      const { email, target, confirmation } = await requestByMail('by-mail');
      const confirmToken = linkToken(confirmation, '/alerts/confirm');
      const unsubscribeToken = linkToken(confirmation, '/alerts/unsubscribe');

      // Not confirmed: a crossing refresh sends nothing.
      provider.eurMarketRate = marketFor((Number(target) + 0.01).toFixed(4));
      await refresh();
      await sleep(1500);
      expect(mailTo(email, /now buys/)).toHaveLength(0);

      const confirmed = await call('POST', '/api/v1/alerts/confirm', {
        body: { token: confirmToken },
      });
      expect(confirmed.json<RateAlert>()).toMatchObject({ status: 'active', targetRate: target });
      await refresh();
      const alert = await firstMailTo(email, /now buys/);
      // The alert e-mail's own unsubscribe link works without signing in.
      expect(linkToken(alert, '/alerts/unsubscribe')).toBe(unsubscribeToken);
      const described = await call('GET', `/api/v1/alerts/unsubscribe?token=${unsubscribeToken}`);
      expect(described.json<RateAlert>()).toMatchObject({ code: 'EUR', status: 'triggered' });
      const stopped = await call('POST', '/api/v1/alerts/unsubscribe', {
        body: { token: unsubscribeToken },
      });
      expect(stopped.json()).toEqual({ deleted: true });
      const twice = await call('POST', '/api/v1/alerts/unsubscribe', {
        body: { token: unsubscribeToken },
      });
      expect(twice.statusCode).toBe(404);
      expect(twice.json()).toMatchObject({ message: 'This alert has already been removed.' });
    });

    it('stops an active alert from the unsubscribe link before it fires', async () => {
      const { email, target, confirmation } = await requestByMail('stopper');
      const confirmed = await call('POST', '/api/v1/alerts/confirm', {
        body: { token: linkToken(confirmation, '/alerts/confirm') },
      });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json<RateAlert>()).toMatchObject({ status: 'active', targetRate: target });
      const unsubscribeToken = linkToken(confirmation, '/alerts/unsubscribe');
      const stopped = await call('POST', '/api/v1/alerts/unsubscribe', {
        body: { token: unsubscribeToken },
      });
      expect(stopped.statusCode).toBe(200);
      expect(stopped.json()).toEqual({ deleted: true });
      // The unsubscribe page, opened again, says the alert is gone.
      const gone = await call('GET', `/api/v1/alerts/unsubscribe?token=${unsubscribeToken}`);
      expect(gone.statusCode).toBe(404);
      provider.eurMarketRate = marketFor((Number(target) + 0.01).toFixed(4));
      await refresh();
      await sleep(1500);
      expect(mailTo(email, /now buys/)).toHaveLength(0);
    });

    it('lets a confirmation link expire after 7 days, and an expired alert take no place', async () => {
      const email = `late-${randomSuffix()}@example.com`;
      const target = (Number(eur.rates.collect) + 1).toFixed(4);
      for (let index = 0; index < 10; index += 1) {
        const requested = await call('POST', '/api/v1/alerts', {
          body: { email, code: 'EUR', targetRate: target },
        });
        expect(requested.statusCode).toBe(202);
      }
      const full = await call('POST', '/api/v1/alerts', {
        body: { email, code: 'EUR', targetRate: target },
      });
      expect(full.statusCode).toBe(409);
      const [confirmation] = await eventually(
        () => mailTo(email, /Confirm/).length === 10 && mailTo(email, /Confirm/),
        20_000,
        100,
      );

      const db = new Client({ connectionString: database.url });
      await db.connect();
      try {
        await db.query(
          `UPDATE rates.rate_alerts SET created_at = $2::timestamptz - interval '8 days'
            WHERE lower(email) = lower($1)`,
          [email, testClock().now()],
        );
      } finally {
        await db.end();
      }
      const late = await call('POST', '/api/v1/alerts/confirm', {
        body: { token: linkToken(confirmation!, '/alerts/confirm') },
      });
      expect(late.statusCode).toBe(404);
      expect(late.json()).toMatchObject({ message: AlertMessages.badLink });
      const again = await call('POST', '/api/v1/alerts', {
        body: { email, code: 'EUR', targetRate: target },
      });
      expect(again.statusCode).toBe(202);
    });

    it('refuses a target already reached, a bad rate, an unknown currency and an eleventh alert', async () => {
      const ada = await customer('limits');
      const reached = await setAlert(ada.token, eur.rates.collect);
      expect(reached.statusCode).toBe(422);
      expect(reached.json()).toMatchObject({
        details: [
          {
            field: 'targetRate',
            message: AlertMessages.alreadyReached(eur.rates.collect, 'EUR'),
          },
        ],
      });
      for (const targetRate of ['abc', '-1', '0', '1.23456', '']) {
        const bad = await setAlert(ada.token, targetRate);
        expect([targetRate, bad.statusCode]).toEqual([targetRate, 422]);
        expect(bad.json()).toMatchObject({ message: AlertMessages.targetRate });
      }
      const unknown = await call('POST', '/api/v1/me/alerts', {
        token: ada.token,
        body: { code: 'XXX', targetRate: '2' },
      });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json()).toMatchObject({ message: AlertMessages.unknownCurrency });

      for (let index = 0; index < 10; index += 1)
        expect((await setAlert(ada.token, `${50 + index}`)).statusCode).toBe(201);
      const eleventh = await setAlert(ada.token, '70');
      expect(eleventh.statusCode).toBe(409);
      expect(eleventh.json()).toMatchObject({ message: AlertMessages.tooMany });
      const list = await alertsOf(ada.token);
      expect(list.alerts).toHaveLength(10);
      expect(list.remaining).toBe(0);

      // Deleting one makes room; another customer cannot delete it.
      const other = await customer('other');
      const first = list.alerts[0]!;
      expect(
        (await call('DELETE', `/api/v1/me/alerts/${first.id}`, { token: other.token })).statusCode,
      ).toBe(404);
      expect(
        (await call('DELETE', `/api/v1/me/alerts/${first.id}`, { token: ada.token })).statusCode,
      ).toBe(200);
      expect((await alertsOf(ada.token)).remaining).toBe(1);
      expect((await setAlert(ada.token, '70')).statusCode).toBe(201);
    });
  });
});
