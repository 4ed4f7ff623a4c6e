import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { CollectionBranchList } from '@fx/contracts';
import { makeBranchList } from '@/testing/branches';
import { makeCurrencyTable } from '@/testing/currency-table';
import { jsonResponse, routeFetch } from '@/testing/fetch';
import { renderApp } from '@/testing/render';

type Answer = () => Response | Promise<Response>;

/** The home page with the rate table (or `currencies`' answer) and the branch list faked. */
export function renderHome(
  currencies: Answer = () => jsonResponse(makeCurrencyTable()),
  branches: () => CollectionBranchList = () => makeBranchList(),
) {
  const fetch = routeFetch({
    'GET /api/v1/currencies': currencies,
    'GET /api/v1/branches': () => jsonResponse(branches()),
  });
  const user = userEvent.setup();
  const view = renderApp('/');
  return { ...view, fetch, user };
}

/** Queries within the home page's calculator. */
export function calculator() {
  return within(screen.getByRole('region', { name: 'Currency calculator' }));
}

/** Waits for the rate line, so the boxes can be typed in. */
export async function calculatorReady(line = '1 GBP = 1.1339 EUR') {
  expect(await calculator().findByText(line)).toBeInTheDocument();
}

/** An amount box of the calculator, by its label ("You pay (GBP)"). */
export function amountBox(name: string): HTMLInputElement {
  return calculator().getByLabelText(name);
}
