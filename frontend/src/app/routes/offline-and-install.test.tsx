import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatUpdatedAt } from '@/lib/format';
import { listenForInstallPrompt, offerUpdate } from '@/lib/app-install';
import { makeBranchList } from '@/testing/branches';
import { freshRates, makeCurrencyTable } from '@/testing/currency-table';
import { jsonResponse, routeFetch } from '@/testing/fetch';
import { renderApp } from '@/testing/render';

const status = freshRates();

function renderAt(path: string) {
  routeFetch({
    'GET /api/v1/currencies': () => jsonResponse(makeCurrencyTable(undefined, status)),
    'GET /api/v1/currencies/EUR/history': () => jsonResponse({ code: 'EUR', points: [] }),
    'GET /api/v1/branches': () => jsonResponse(makeBranchList()),
  });
  return { ...renderApp(path), user: userEvent.setup() };
}

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event('offline')));
}

function goOnline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  act(() => void window.dispatchEvent(new Event('online')));
}

afterEach(() => vi.restoreAllMocks());

describe('without a network', () => {
  it('labels the rates with their age, disables ordering and says why; back online, orders', async () => {
    renderAt('/exchangeRates');
    const banner = await screen.findByRole('region', { name: 'Exchange Rates' });
    await within(banner).findByText(/Rates updated/);

    goOffline();
    expect(
      within(banner)
        .getByText(/rates from/)
        .closest('p'),
    ).toHaveTextContent(
      `Offline: rates from ${formatUpdatedAt(status.refreshedAt)}, they may have changed`,
    );
    const notice = screen.getByText(/Ordering needs a connection/);
    expect(notice).toHaveAttribute('role', 'status');
    const buy = screen.getAllByRole('button', { name: /^Click & Collect Euro/ })[0]!;
    expect(buy).toBeDisabled();
    expect(buy).toHaveAccessibleDescription(notice.textContent);
    expect(screen.queryByRole('link', { name: /^Click & Collect Euro/ })).not.toBeInTheDocument();

    goOnline();
    expect(screen.queryByText(/Ordering needs a connection/)).not.toBeInTheDocument();
    expect(within(banner).getByText(/Rates updated/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Click & Collect Euro/ })[0]).toHaveAttribute(
      'href',
      '/purchase/EUR/Order',
    );
  });

  it("says the currency page's rates are from the device's last copy", async () => {
    renderAt('/exchangeRates/EUR');
    await screen.findByText(/^Updated/);
    goOffline();
    expect(screen.getByText(/^Offline: rates from/)).toHaveTextContent(/they may have changed$/);
    expect(screen.getByRole('button', { name: 'Order Euro' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sell Euro' })).toBeDisabled();
  });
});

describe('the app block on the home page', () => {
  // Installing is remembered for the visit (the module's state): that test comes last.
  it('gives the Add to Home Screen steps on an iPhone', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1',
    );
    renderAt('/');
    const app = within(screen.getByRole('region', { name: 'Travel money in your pocket' }));
    const steps = app.getAllByRole('listitem').map((step) => step.textContent);
    expect(steps).toEqual([
      "Tap Share in Safari's toolbar.",
      'Choose Add to Home Screen, then Add.',
    ]);
  });

  it('offers Install where the browser can install the site, and shows its dialog', async () => {
    listenForInstallPrompt();
    const { user } = renderAt('/');
    const prompt = vi.fn(() => Promise.resolve());
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => void window.dispatchEvent(offer));
    expect(offer.defaultPrevented).toBe(true);

    const app = within(screen.getByRole('region', { name: 'Travel money in your pocket' }));
    await user.click(app.getByRole('button', { name: 'Install the app' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(
      await app.findByText('The app is installed: open it from your home screen.'),
    ).toBeInTheDocument();
  });
});

it('offers a new version with Reload, which switches to it', async () => {
  const { user } = renderAt('/');
  const update = vi.fn();
  act(() => offerUpdate(update));
  expect(screen.getByText('A new version is available.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Reload' }));
  expect(update).toHaveBeenCalledTimes(1);
});
