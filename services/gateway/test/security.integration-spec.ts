import type { OrderView } from '@fx/contracts';
import type { RpcClient } from '@fx/service-kit';
import { eventually } from '@fx/service-kit/testing';
import type { BuiltService } from '@fx/service-kit/testing';
import { describeOrderDetails } from './security-order-details';
import { useSecurityStack } from './support/security-stack';
import type { SecurityStack } from './support/security-stack';

/**
 * What one customer may see of another's order (nothing), who may use the staff order routes, and
 * what the services write to their logs (never a secret, an e-mail address or a phone number).
 * The real rates, orders, identity and notifications services run as processes at LOG_LEVEL=debug
 * with known fake secrets in their environment; the gateway runs in this process.
 */
describe('security: customer data and secrets', () => {
  const security = useSecurityStack();
  const { lines, secrets, alice, bob, branchInbox, contactInbox, tokens, stop, request, track } =
    security;
  let smtp: SecurityStack['started']['smtp'];
  let rateApi: SecurityStack['started']['rateApi'];
  let services: Record<string, BuiltService>;
  let rpc: RpcClient;
  let aliceOrder: OrderView;

  beforeAll(() => {
    ({ smtp, rateApi, services, rpc } = security.started);
  });

  describeOrderDetails(security);

  describe('logs', () => {
    beforeAll(() => {
      aliceOrder = security.orders.alice;
    });

    it('hold no secret, e-mail address or phone number, yet record the work that was done', async () => {
      // The contact form carries an e-mail and a phone number too.
      const contact = await request('POST', '/api/v1/contact', {
        body: { name: 'Alice', email: alice.email, phone: alice.phone, message: 'Hello there' },
      });
      expect(contact.statusCode).toBe(202);

      // Notifications signed in to SMTP with its password and, after the greylisting, delivered.
      await eventually(
        () =>
          smtp.deliveredTo(alice.email) >= 1 &&
          smtp.deliveredTo(branchInbox) >= 1 &&
          smtp.deliveredTo(contactInbox) >= 1,
        30_000,
        100,
      ).catch((error: Error) => {
        throw new Error(`${error.message}\n${services.notifications!.output()}`);
      });
      expect(smtp.greylisted()).toBeGreaterThanOrEqual(1);
      expect(smtp.refusedLogins()).toBe(0);

      // The rates service sent its key to the provider, which failed; the failure is logged.
      rateApi.goDown();
      const summary = await rpc.request('rates.refreshNow', { changedBy: 'security-test' });
      expect(summary.failed.length).toBeGreaterThan(0);
      expect([...rateApi.keys]).toEqual([secrets.rateApiKey]);

      // A customer tracks the order while the orders service is down: a 503 the gateway logs.
      await stop('orders');
      const down = await track(aliceOrder.orderNumber, alice.email);
      expect(down.statusCode).toBe(503);

      // Stopping every process flushes what it had still buffered.
      await Promise.all(Object.keys(services).map(stop));
      const logs: [string, string][] = [
        ...Object.entries(services).map(([name, service]): [string, string] => [
          name,
          service.output(),
        ]),
        [
          'gateway',
          lines()
            .map((line) => JSON.stringify(line))
            .join('\n'),
        ],
      ];

      // Evidence that the work was logged, so that silence cannot pass for safety.
      const logOf = (name: string) => logs.find(([service]) => service === name)![1];
      expect(logOf('gateway')).toContain(`"url":"/api/v1/orders/${aliceOrder.orderNumber}"`);
      expect(logOf('gateway')).toMatch(/"level":"error".*"url":"\/api\/v1\/orders\//);
      expect(logOf('notifications')).toMatch(
        /"template":"order-confirmation".*"msg":"e-mail sent"/,
      );
      // The SMTP server's refusal quoted the address; the log keeps it masked.
      expect(logOf('notifications')).toMatch(
        /"err":"[^"]*450 <L\*\*\*@example\.org>[^"]*Greylisted/,
      );
      expect(logOf('rates')).toContain('some rates were not refreshed');

      const digits = (value: string) => value.replace(/\D/g, '');
      const forbidden: Record<string, string> = {
        'customer e-mail': alice.email,
        'customer e-mail, URL-encoded': encodeURIComponent(alice.email),
        'customer e-mail, local part': alice.email.split('@')[0]!,
        'other customer e-mail': bob.email,
        'customer phone': alice.phone,
        'customer phone, digits': digits(alice.phone),
        'customer phone, national digits': `0${digits(alice.phone).slice(2)}`,
        'other customer phone, digits': digits(bob.phone),
        'rate API key': secrets.rateApiKey,
        'SMTP password': secrets.smtpPassword,
        'database password': secrets.databasePassword,
        'staff gate password': secrets.gatePassword,
        'staff gate signing secret': secrets.gateSecret,
        'staff gate password hash': secrets.gateHash.split('$').at(-1)!,
        // An ID token's claims, a gate token's signature: the part that makes each one unique.
        ...Object.fromEntries(
          tokens.map((token, index) => [`token ${index}`, token.split('.')[1]!]),
        ),
      };
      const found: string[] = [];
      for (const [name, log] of logs) {
        const lower = log.toLowerCase();
        for (const [what, value] of Object.entries(forbidden)) {
          const at = lower.indexOf(value.toLowerCase());
          if (at === -1) continue;
          const start = lower.lastIndexOf('\n', at) + 1;
          const end = lower.indexOf('\n', at);
          found.push(
            `${name} logged the ${what}: ${log.slice(start, end === -1 ? undefined : end)}`,
          );
        }
      }
      expect(found).toEqual([]);
    }, 90_000);
  });
});
