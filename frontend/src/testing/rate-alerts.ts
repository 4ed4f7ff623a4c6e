import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { makeBranchList } from '@/testing/branches';
import { makeCurrencyTable } from '@/testing/currency-table';
import { jsonResponse } from '@/testing/fetch';
import type { routeFetch } from '@/testing/fetch';

/** What the public rate lists load: the table, EUR's chart and the branches. */
export const rateListRoutes: Parameters<typeof routeFetch>[0] = {
  'GET /api/v1/currencies': () => jsonResponse(makeCurrencyTable()),
  'GET /api/v1/currencies/EUR/history': () => jsonResponse({ code: 'EUR', points: [] }),
  'GET /api/v1/branches': () => jsonResponse(makeBranchList()),
};

/** The Euro row's bell in the wide-screen table (the phone tabs hold the same rows). */
export async function openEuroAlert(user: ReturnType<typeof userEvent.setup>) {
  const table = await screen.findByRole('table');
  const row = within(table).getByRole('row', { name: /Euro - EUR/ });
  await user.click(within(row).getByRole('button', { name: 'Set a rate alert for Euro' }));
  return screen.findByRole('dialog', { name: 'Set a rate alert' });
}
