import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AlertRequest, PushDeviceRequest } from '@fx/contracts';
import { makeAlertList, makeRateAlert, renderSignedIn } from '@/testing/account';
import { jsonResponse, routeFetch } from '@/testing/fetch';
import { TEST_VAPID_PUBLIC_KEY, makePublicConfig } from '@/testing/identity';
import { openEuroAlert, rateListRoutes } from '@/testing/rate-alerts';
import { renderApp } from '@/testing/render';
import { SUBSCRIPTION, forgetBrowserPush, phone, stubBrowserPush } from '@/testing/web-push';
import { iphonePushNote, PUSH_DENIED_MESSAGE, keyBytes } from '@/features/alerts/utils/web-push';
import { PUSH_NEEDS_SIGN_IN } from '@/features/alerts/components/rate-alert-form';

afterEach(forgetBrowserPush);

const rateRoutes: Parameters<typeof routeFetch>[0] = {
  ...rateListRoutes,
  'GET /api/v1/config': () => jsonResponse(makePublicConfig({ push: true })),
};

describe('Notify me on this device', () => {
  it('subscribes this device and sets the alert to push and e-mail, from the alert dialog', async () => {
    const subscribe = stubBrowserPush();
    const devices: PushDeviceRequest[] = [];
    const alerts: AlertRequest[] = [];
    renderSignedIn('/exchangeRates', {
      ...rateRoutes,
      'POST /api/v1/me/push-devices': ({ body }) => {
        devices.push(body as PushDeviceRequest);
        return jsonResponse(phone, 201);
      },
      'POST /api/v1/me/alerts': ({ body }) => {
        alerts.push(body as AlertRequest);
        return jsonResponse(makeRateAlert({ targetRate: '1.1453', channel: 'both' }), 201);
      },
    });
    const user = userEvent.setup();
    const dialog = await openEuroAlert(user);

    expect(await within(dialog).findByText(iphonePushNote())).toBeInTheDocument();
    await user.click(await within(dialog).findByLabelText('Notify me on this device'));
    expect(within(dialog).getByLabelText('Also e-mail me')).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Set alert' }));

    expect(
      await within(dialog).findByText(
        "Your alert is set: we'll e-mail you and notify you on your devices when 1 GBP buys at least 1.1453 EUR.",
      ),
    ).toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(TEST_VAPID_PUBLIC_KEY),
    });
    expect(devices).toMatchObject([{ subscription: SUBSCRIPTION, alerts: true }]);
    expect(alerts).toEqual([{ code: 'EUR', targetRate: '1.1453', channel: 'both' }]);
  });

  it('says how to allow notifications when they are blocked, and sets nothing', async () => {
    stubBrowserPush({ denied: true });
    const fetch = renderSignedIn('/exchangeRates', rateRoutes).fetch;
    const user = userEvent.setup();
    const dialog = await openEuroAlert(user);
    await user.click(await within(dialog).findByLabelText('Notify me on this device'));
    await user.click(within(dialog).getByLabelText('Also e-mail me'));
    await user.click(within(dialog).getByRole('button', { name: 'Set alert' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PUSH_DENIED_MESSAGE);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('asks anyone not signed in to sign in for notifications on this device', async () => {
    stubBrowserPush();
    routeFetch(rateRoutes);
    const user = userEvent.setup();
    renderApp('/exchangeRates');
    const dialog = await openEuroAlert(user);

    expect(await within(dialog).findByText(new RegExp(PUSH_NEEDS_SIGN_IN))).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Notify me on this device')).not.toBeInTheDocument();
  });

  it('offers nothing of the kind where the browser has no PushManager', async () => {
    routeFetch(rateRoutes);
    const user = userEvent.setup();
    renderApp('/exchangeRates');
    const dialog = await openEuroAlert(user);

    expect(within(dialog).queryByText(iphonePushNote())).not.toBeInTheDocument();
  });

  it("lists the account's devices on My alerts, and turns one off", async () => {
    stubBrowserPush();
    let devices = [phone];
    const turnedOff: string[] = [];
    renderSignedIn('/account/alerts', {
      ...rateRoutes,
      'GET /api/v1/me/alerts': () => jsonResponse(makeAlertList([makeRateAlert()])),
      'GET /api/v1/me/push-devices': () => jsonResponse({ devices }),
      [`DELETE /api/v1/me/push-devices/${phone.id}`]: () => {
        turnedOff.push(phone.id);
        devices = [];
        return jsonResponse({ deleted: true });
      },
    });
    const user = userEvent.setup();

    const list = await screen.findByRole('list', { name: 'Your devices' });
    expect(list).toHaveTextContent('Chrome on Android · Gets rate alerts');
    await user.click(within(list).getByRole('button', { name: 'Turn off Chrome on Android' }));

    await waitFor(() => expect(turnedOff).toEqual([phone.id]));
    expect(await screen.findByText('No device gets notifications yet.')).toBeInTheDocument();
  });
});
