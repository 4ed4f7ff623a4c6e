import type { MyOrder, MyOrders, PricedCurrency } from '@fx/contracts';
import { AccountMessages } from '@fx/contracts';
import type { RpcClient } from '@fx/service-kit';
import { eventually, forgeToken, randomSuffix } from '@fx/service-kit/testing';
import { useAccountStack } from './support/account-stack';

/**
 * Customer accounts through the gateway, on the real services: My orders (by the verified e-mail
 * of the token, never a parameter) and cancelling one's own pending order, with an e-mail.
 */
describe('customer accounts: my orders', () => {
  const account = useAccountStack('account');
  const { emulator, call, customer, placeOrder, myOrders, mailTo, setAlert } = account;
  let eur: PricedCurrency;
  let rpc: RpcClient;

  beforeAll(() => {
    ({ eur, rpc } = account.started);
  });

  describe('my orders', () => {
    it('shows a customer every order placed with their e-mail, newest first, and no one else’s', async () => {
      const ada = await customer('ada');
      const bob = await customer('bob');
      const first = await placeOrder(ada.email, '100');
      const second = await placeOrder(ada.email.toUpperCase(), '200');
      const bobs = await placeOrder(bob.email);

      const adas = await myOrders(ada.token);
      expect(adas.map((order) => order.orderNumber)).toEqual([second, first]);
      expect(adas[0]).toMatchObject({
        status: 'pending',
        cancellable: true,
        branch: { id: 'high-street-north' },
        customer: { firstName: 'Ada', lastName: 'Lovelace', phone: '07700 900123' },
        lines: [{ currency: 'EUR', requested: { amount: '200', side: 'gbp' } }],
      });
      expect((await myOrders(bob.token)).map((order) => order.orderNumber)).toEqual([bobs]);

      // A parameter naming someone else changes nothing: the token decides.
      const forged = await call('GET', `/api/v1/me/orders?email=${encodeURIComponent(ada.email)}`, {
        token: bob.token,
      });
      expect(forged.json<MyOrders>().orders.map((order) => order.orderNumber)).toEqual([bobs]);
      // A token whose e-mail claim was changed is refused outright.
      const tampered = forgeToken(bob.token, { email: ada.email });
      expect((await call('GET', '/api/v1/me/orders', { token: tampered })).statusCode).toBe(401);
      expect((await call('GET', '/api/v1/me/orders')).statusCode).toBe(401);
    });

    it('asks for a verified e-mail first: anyone can sign up with a password under any address', async () => {
      const victim = await customer('victim');
      await placeOrder(victim.email);
      const squatter = await emulator.signUp(`${randomSuffix()}-${victim.email}`);
      const unverified = await emulator.signUp(`unverified-${randomSuffix()}@example.com`);
      for (const token of [squatter.idToken, unverified.idToken]) {
        const refused = await call('GET', '/api/v1/me/orders', { token });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ message: AccountMessages.verifyEmail });
      }
    });

    it('lets the customer cancel their own pending order, with an e-mail, and nobody else', async () => {
      const ada = await customer('canceller');
      const bob = await customer('stranger');
      const number = await placeOrder(ada.email);
      const order = (await myOrders(ada.token))[0]!;

      const strangers = await call('POST', `/api/v1/me/orders/${order.id}/cancel`, {
        token: bob.token,
      });
      expect(strangers.statusCode).toBe(404);
      expect((await myOrders(ada.token))[0]!.status).toBe('pending');

      const cancelled = await call('POST', `/api/v1/me/orders/${order.id}/cancel`, {
        token: ada.token,
      });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json<MyOrder>()).toMatchObject({
        orderNumber: number,
        status: 'cancelled',
        cancellable: false,
      });
      expect((await myOrders(ada.token))[0]).toMatchObject({ status: 'cancelled' });
      await eventually(() => mailTo(ada.email, new RegExp(number)).length >= 2, 20_000, 100);
      const notice = mailTo(ada.email, /cancel/i);
      expect(notice).toHaveLength(1);
      expect(notice[0]!.subject).toContain(number);

      const again = await call('POST', `/api/v1/me/orders/${order.id}/cancel`, {
        token: ada.token,
      });
      expect(again.statusCode).toBe(409);
    });

    it('answers 409 once the branch has accepted the order: only the branch may cancel it then', async () => {
      const ada = await customer('accepted');
      const number = await placeOrder(ada.email);
      const order = (await myOrders(ada.token))[0]!;
      await rpc.request('orders.admin.accept', { id: order.id, by: { kind: 'staff', id: 'x' } });

      const refused = await call('POST', `/api/v1/me/orders/${order.id}/cancel`, {
        token: ada.token,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toBe(
        `Order ${number} has been accepted by the branch and can only be cancelled by the branch: please call ${order.branch.name} on ${order.branch.phone}.`,
      );
      expect((await myOrders(ada.token))[0]).toMatchObject({
        status: 'accepted',
        cancellable: false,
        rateGuaranteedUntil: expect.any(String) as string,
      });
    });
  });

  it('keeps every other customer’s data out of a second customer’s view', async () => {
    const ada = await customer('owner');
    const bob = await customer('viewer');
    await placeOrder(ada.email);
    await setAlert(ada.token, (Number(eur.rates.collect) + 1).toFixed(4));
    expect(await myOrders(bob.token)).toEqual([]);
    expect((await call('GET', '/api/v1/me/alerts', { token: bob.token })).json()).toEqual({
      alerts: [],
      remaining: 10,
    });
  });
});
