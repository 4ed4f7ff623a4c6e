import type { AlertList, PricedCurrency, RateAlert } from '@fx/contracts';
import { useAccountStack } from './support/account-stack';

/**
 * A signed-in customer changes how one of their rate alerts reaches them, from My alerts: through
 * the gateway to the rates service, on the real services.
 */
describe('customer accounts: the channel of a rate alert', () => {
  const account = useAccountStack('account-alert-channel');
  const { call, customer, setAlert } = account;
  let eur: PricedCurrency;

  beforeAll(() => {
    ({ eur } = account.started);
  });

  const channelOf = async (token: string, id: string) =>
    (await call('GET', '/api/v1/me/alerts', { token }))
      .json<AlertList>()
      .alerts.find((alert) => alert.id === id)?.channel;

  const change = (token: string, id: string, body: unknown) =>
    call('PUT', `/api/v1/me/alerts/${id}/channel`, { token, body });

  /** An alert of a new customer's, by e-mail, just above today's rate. */
  async function customerWithAlert(label: string) {
    const owner = await customer(label);
    const set = await setAlert(owner.token, (Number(eur.rates.collect) + 0.05).toFixed(4));
    expect(set.statusCode).toBe(201);
    return { owner, alert: set.json<RateAlert>() };
  }

  it('changes an alert from e-mail to push, then to both, and back to e-mail', async () => {
    const { owner, alert } = await customerWithAlert('channel');
    expect(alert.channel).toBe('email');

    for (const channel of ['push', 'both', 'email'] as const) {
      const changed = await change(owner.token, alert.id, { channel });
      expect(changed.statusCode).toBe(200);
      expect(changed.json<RateAlert>()).toMatchObject({
        id: alert.id,
        code: 'EUR',
        targetRate: alert.targetRate,
        status: 'active',
        channel,
      });
      expect(await channelOf(owner.token, alert.id)).toBe(channel);
    }
  });

  it('refuses a channel it does not know, or no channel, with the field and why, changing nothing', async () => {
    const { owner, alert } = await customerWithAlert('bad-channel');
    for (const body of [{ channel: 'sms' }, {}, { channel: 'push', targetRate: '2' }]) {
      const refused = await change(owner.token, alert.id, body);
      expect([body, refused.statusCode]).toEqual([body, 400]);
      expect(refused.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ field: expect.any(String) as string, message: expect.any(String) as string }],
      });
    }
    expect((await change(owner.token, alert.id, { channel: 'sms' })).json()).toMatchObject({
      details: [{ field: 'channel', message: 'must be one of email, push or both' }],
    });
    expect((await change(owner.token, 'not-an-id', { channel: 'push' })).statusCode).toBe(400);
    expect(await channelOf(owner.token, alert.id)).toBe('email');
  });

  it("answers 404 for another customer's alert, as deleting it does, and changes nothing", async () => {
    const { owner, alert } = await customerWithAlert('owner');
    const other = await customer('not-owner');

    const refused = await change(other.token, alert.id, { channel: 'push' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'ALERT_NOT_FOUND' });
    expect(await channelOf(owner.token, alert.id)).toBe('email');

    const deleted = await call('DELETE', `/api/v1/me/alerts/${alert.id}`, { token: owner.token });
    expect(deleted.statusCode).toBe(200);
    const gone = await change(owner.token, alert.id, { channel: 'push' });
    expect(gone.statusCode).toBe(404);
  });

  it('asks for a signed-in customer', async () => {
    const { alert } = await customerWithAlert('anonymous');
    const anonymous = await call('PUT', `/api/v1/me/alerts/${alert.id}/channel`, {
      body: { channel: 'push' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
