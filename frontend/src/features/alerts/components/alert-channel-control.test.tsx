import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AlertChannelChange, PushDeviceRequest, RateAlert } from '@fx/contracts';
import { makeAlertList, renderSignedIn, sampleAlerts } from '@/testing/account';
import { makeCurrencyTable } from '@/testing/currency-table';
import { errorResponse, jsonResponse } from '@/testing/fetch';
import type { routeFetch } from '@/testing/fetch';
import { makePublicConfig } from '@/testing/identity';
import { findToast } from '@/testing/toast';
import { SUBSCRIPTION, forgetBrowserPush, phone, stubBrowserPush } from '@/testing/web-push';

const euro = sampleAlerts.activeEuro;
const dollar: RateAlert = { ...sampleAlerts.unconfirmedDollar, status: 'active', channel: 'push' };
const yen: RateAlert = { ...sampleAlerts.sentYen, channel: 'both' };

afterEach(forgetBrowserPush);

/**
 * My alerts with a server that keeps the alerts in memory; each channel change waits for
 * `answer` (by default: the change, made).
 */
function renderMyAlerts(
  initial: RateAlert[],
  {
    push = true,
    answer,
  }: {
    push?: boolean;
    answer?: (alert: RateAlert, change: AlertChannelChange) => Promise<Response>;
  } = {},
) {
  let alerts = [...initial];
  const changes: { id: string; change: AlertChannelChange }[] = [];
  const devices: PushDeviceRequest[] = [];
  const routes: Parameters<typeof routeFetch>[0] = {
    'GET /api/v1/config': () => jsonResponse(makePublicConfig({ push })),
    'GET /api/v1/currencies': () => jsonResponse(makeCurrencyTable()),
    'GET /api/v1/me/alerts': () => jsonResponse(makeAlertList(alerts)),
    'GET /api/v1/me/push-devices': () => jsonResponse({ devices: [] }),
    'POST /api/v1/me/push-devices': ({ body }) => {
      devices.push(body as PushDeviceRequest);
      return jsonResponse(phone, 201);
    },
  };
  for (const alert of initial) {
    routes[`PUT /api/v1/me/alerts/${alert.id}/channel`] = ({ body }) => {
      const change = body as AlertChannelChange;
      changes.push({ id: alert.id, change });
      if (answer) return answer(alert, change);
      const changed = { ...alert, ...change };
      alerts = alerts.map((each) => (each.id === alert.id ? changed : each));
      return jsonResponse(changed);
    };
  }
  renderSignedIn('/account/alerts', routes);
  return { user: userEvent.setup(), changes, devices };
}

const channelOf = (name: string) =>
  screen.findByRole('combobox', { name: `How the alert for ${name} reaches you` });

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe("an alert's channel, from My alerts", () => {
  it('moves an e-mail alert to e-mail and a notification, subscribing this device first', async () => {
    const subscribe = stubBrowserPush();
    const { user, changes, devices } = renderMyAlerts([euro]);

    const select = await channelOf('EUR at 1.2000');
    expect(select).toHaveValue('email');
    expect(optionsOf(select)).toEqual([
      'E-mail',
      'Notification on your devices',
      'E-mail and notification',
    ]);
    await user.selectOptions(select, 'E-mail and notification');

    expect(
      await findToast(
        "Saved: we'll e-mail you and notify you on your devices when 1 GBP buys at least 1.2000 EUR.",
      ),
    ).toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(devices).toMatchObject([{ subscription: SUBSCRIPTION, alerts: true }]);
    expect(changes).toEqual([{ id: euro.id, change: { channel: 'both' } }]);
    await waitFor(() => expect(select).toHaveValue('both'));
    expect(select).toBeEnabled();
  });

  it('says it is saving while the API answers, and what went wrong when it refuses', async () => {
    stubBrowserPush();
    let refuse: (response: Response) => void = () => undefined;
    // The API answers only when the test says so.
    const answered = new Promise<Response>((resolve) => {
      refuse = resolve;
    });
    const { user } = renderMyAlerts([euro], { answer: () => answered });

    const select = await channelOf('EUR at 1.2000');
    await user.selectOptions(select, 'Notification on your devices');

    expect(await screen.findByText('Saving…')).toBeInTheDocument();
    expect(select).toBeDisabled();
    expect(select).toHaveAttribute('aria-busy', 'true');
    refuse(errorResponse(404, 'ALERT_NOT_FOUND', 'There is no such alert'));

    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such alert');
    expect(select).toBeEnabled();
    expect(select).toHaveValue('email');
    expect(screen.queryByText('Saving…')).not.toBeInTheDocument();
  });

  it('offers no notification where this browser cannot have one, only the way back to e-mail', async () => {
    const { user, changes, devices } = renderMyAlerts([euro, dollar, yen], { push: false });

    const select = await channelOf('USD at 1.3000');
    expect(optionsOf(select)).toEqual(['E-mail', 'Notification on your devices']);
    expect(screen.queryByRole('combobox', { name: /EUR at 1\.2000/ })).not.toBeInTheDocument();
    await user.selectOptions(select, 'E-mail');

    expect(
      await findToast("Saved: we'll e-mail you when 1 GBP buys at least 1.3000 USD."),
    ).toBeInTheDocument();
    expect(changes).toEqual([{ id: dollar.id, change: { channel: 'email' } }]);
    expect(devices).toEqual([]);
  });

  it('keeps the channel an alert was sent by, with nothing to change', async () => {
    stubBrowserPush();
    renderMyAlerts([yen]);

    const list = await screen.findByRole('region', { name: 'Your alerts' });
    expect(await within(list).findByText('E-mail and notification')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /JPY/ })).not.toBeInTheDocument();
  });
});
