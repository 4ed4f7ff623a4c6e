import type { Page } from 'playwright-core';

/**
 * Step 1's collection day, as a customer picks it: the second day the form offers when there is
 * one (so a same-day cut-off passing mid-run cannot refuse the order), else the first. Answers
 * its value (2026-11-26).
 */
export async function chooseCollectionDay(page: Page): Promise<string> {
  const picker = page.getByLabel('Collection day');
  const offered = picker.locator('option:not([value=""])');
  await offered.first().waitFor({ state: 'attached' });
  const days = await offered.evaluateAll((options) =>
    options.map((option) => (option as HTMLOptionElement).value),
  );
  const day = days[1] ?? days[0]!;
  await picker.selectOption(day);
  return day;
}

/** Step 2, every field filled in as the spec wants. */
export async function fillCustomerDetails(page: Page, email: string, phone = '07700 900123') {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Confirm email').fill(email);
  await page.getByLabel('Phone').fill(phone);
  await page.getByRole('checkbox', { name: /Terms & Conditions/ }).check();
}

/** Step 1 of a Click & Collect order of `gbp` pounds of euros, up to the cart showing it. */
export async function euroOrderInCart(page: Page, baseUrl: string, gbp: string): Promise<void> {
  await page.goto(`${baseUrl}/purchase/EUR/Order`);
  await eurosInCart(page, gbp);
}

/** On the euro order form, `gbp` pounds of euros added, up to the cart showing them. */
export async function eurosInCart(page: Page, gbp: string): Promise<void> {
  await page.getByRole('heading', { name: 'Order travel money' }).waitFor();
  await page.getByLabel('Amount in GBP').fill(gbp);
  await page.getByRole('button', { name: 'Add +' }).click();
  await page
    .getByRole('complementary', { name: 'Order summary' })
    .getByText(new RegExp(`^£${gbp}\\.00 → €`))
    .waitFor();
}
