import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErasureResult } from '@fx/contracts';
import { renderSignedIn } from '@/testing/account';
import { errorResponse, jsonResponse } from '@/testing/fetch';

const myData = {
  exportedAt: '2026-11-26T10:00:00.000Z',
  account: { email: 'ada@example.com', createdAt: '2026-01-02T10:00:00.000Z', lastSignInAt: null },
  orders: [{ orderNumber: '48151623', totalGbp: '450.00' }],
  alerts: [],
};

const erasure: ErasureResult = {
  erased: [{ what: 'Your sign-in account' }, { what: 'Your rate alerts (2)' }],
  refused: [
    {
      what: 'Order 48151623',
      reason: 'The Money Laundering Regulations 2017 require us to keep it for five years',
      keptUntil: '2031-11-20',
    },
  ],
  recordedAt: '2026-11-26T10:00:00.000Z',
};

/** A Blob's text, as jsdom reads it (its Blob has no text()). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}

describe('My account: Your data', { timeout: 20_000 }, () => {
  const saved: { name: string; text: Promise<string> }[] = [];
  beforeEach(() => {
    saved.length = 0;
    // jsdom has no object URLs: keep what would be saved, and the file name it would have.
    let blob: Blob | null = null;
    URL.createObjectURL = vi.fn((value: Blob) => {
      blob = value;
      return 'blob:my-data';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, text: readText(blob!) });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads the data as a JSON file, saying it is working meanwhile', async () => {
    let answer: ((response: Response) => void) | null = null;
    renderSignedIn('/account/data', {
      'GET /api/v1/me/data': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(screen.getByRole('button', { name: 'Preparing your data…' })).toBeDisabled();
    await waitFor(() => expect(answer).not.toBeNull());
    answer!(jsonResponse(myData));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your data was saved as my-data-2026-11-26.json.',
    );
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe('my-data-2026-11-26.json');
    expect(JSON.parse(await saved[0]!.text)).toEqual(myData);
  });

  it('says why the download failed, and saves nothing', async () => {
    renderSignedIn('/account/data', {
      'GET /api/v1/me/data': () => errorResponse(503, 'SERVICE_UNAVAILABLE', 'Try again shortly.'),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't download your data: Try again shortly.",
    );
    expect(saved).toHaveLength(0);
  });

  it('deletes the account only once confirmed, shows what went and what was kept, then signs out', async () => {
    const erase = vi.fn(() => jsonResponse(erasure));
    const { auth } = renderSignedIn('/account/data', { 'POST /api/v1/me/erasure': erase });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent(/rate alerts and your saved details/);
    expect(dialog).toHaveTextContent(/Money Laundering Regulations 2017/);
    expect(dialog).toHaveTextContent(/five years from the day each order was completed/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(erase).not.toHaveBeenCalled();
    expect(auth.signOut).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete my account' }),
    );
    const done = await screen.findByRole('dialog', { name: 'Your account was deleted' });
    expect(erase).toHaveBeenCalledTimes(1);
    expect(done).toHaveTextContent('Your sign-in account');
    expect(done).toHaveTextContent('Your rate alerts (2)');
    expect(done).toHaveTextContent(/Order 48151623: The Money Laundering Regulations 2017/);
    expect(done).toHaveTextContent(/until .*20 November 2031/);
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(auth.signOut).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Your data' })).toBeNull());
  });

  it('says nothing was deleted when the request fails, and keeps the customer signed in', async () => {
    const { auth } = renderSignedIn('/account/data', {
      'POST /api/v1/me/erasure': () => errorResponse(503, 'SERVICE_UNAVAILABLE', 'Try again.'),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete my account' }),
    );
    const failed = await screen.findByRole('dialog', { name: "We couldn't delete your account" });
    expect(failed).toHaveTextContent('Nothing was deleted: Try again.');
    await user.click(within(failed).getByRole('button', { name: 'OK' }));
    expect(auth.signOut).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Your data' })).toBeInTheDocument();
  });
});
