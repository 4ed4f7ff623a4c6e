import type { Page } from 'playwright-core';

export interface SinkMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
}

/** The first e-mail to `to` the mail sink received whose subject matches, waiting up to 30 s. */
export async function mailWithSubject(
  mailUrl: string,
  matches: (subject: string) => boolean,
  to: string,
): Promise<SinkMessage> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const messages = (await (await fetch(`${mailUrl}/api/messages`)).json()) as SinkMessage[];
    const found = messages.find((message) => message.to.includes(to) && matches(message.subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No matching e-mail to ${to} reached the sink in 30 s`);
}

/** The provider's hosted page (the Stripe stand-in), filled in as a customer does, then Pay. */
export async function payOnHostedPage(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** Waits for `text` on the page; on a timeout the error says what the page shows instead. */
export async function expectText(page: Page, text: string | RegExp, timeoutMs = 30_000) {
  try {
    await page.getByText(text).first().waitFor({ timeout: timeoutMs });
  } catch (error) {
    const shown = await page
      .locator('body')
      .innerText({ timeout: 1000 })
      .catch(() => '(no text)');
    throw new Error(
      `expected ${String(text)} at ${page.url()}, which shows:\n${shown.slice(0, 1200)}`,
      {
        cause: error,
      },
    );
  }
}
