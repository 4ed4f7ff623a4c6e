import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { OrderView } from '@fx/contracts';
import { placeApiOrder } from './orders';

/** A customer's order, placed over the public API as the website would. */
export function customerOrder(baseUrl: string, firstName: string): Promise<OrderView> {
  return placeApiOrder({
    baseUrl,
    branchId: 'high-street-north',
    firstName,
    lastName: 'Customer',
    email: `${firstName.toLowerCase()}-${randomBytes(3).toString('hex')}@example.com`,
    currency: 'EUR',
    amountGbp: '150',
  });
}

/** The spec's confirm dialog on the dashboard, then its success dialog. */
export async function confirmAction(page: Page, confirm: string, success: string) {
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await dialog.getByText("You won't be able to revert this!").waitFor();
  await dialog.getByRole('button', { name: confirm }).click();
  const done = page.getByRole('dialog', { name: success });
  await done.waitFor();
  await done
    .getByRole('button', { name: /ok|close/i })
    .first()
    .click();
}
