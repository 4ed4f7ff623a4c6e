// One pass through the hosted page in Debian's Chromium on a phone-sized screen: what the HTTP specs
// cannot see (the form really posts, the redirect really lands, the page reads well to axe-core).
import type { Browser, Page } from 'playwright-core';
import { axeProblems } from '../../../e2e/support/axe';
import { launchBrowser, VIEWPORTS } from '../../../e2e/support/browser';
import { CARDS, createSession, startFixture, type Fixture } from './support/stand-in-fixture';

describe('the Stripe stand-in: the hosted page in Chromium, on a phone', () => {
  let fx: Fixture;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    fx = await startFixture();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await fx.stop();
  });
  beforeEach(async () => {
    page = await (
      await browser.newContext({ viewport: VIEWPORTS.phone, bypassCSP: true })
    ).newPage();
  });
  afterEach(() => page.context().close());

  async function fill(number: string): Promise<void> {
    await page.getByLabel('Card number').fill(number);
    await page.getByLabel('Expiry').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Name on card').fill('Ada Lovelace');
  }

  it('pays with the debit card and lands on success_url; axe-core finds nothing serious', async () => {
    const session = await createSession(fx.stripe, {
      success_url: `${fx.standIn.url}/?paid={CHECKOUT_SESSION_ID}`,
      billing_address_collection: 'required',
    });
    await page.goto(session.url!);
    expect(await axeProblems(page)).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(overflow).toBe(false);
    await fill(CARDS.debit);
    await page.getByLabel('Address line 1').fill('1 High Street');
    await page.getByLabel('Town or city').fill('York');
    await page.getByLabel('Postcode').fill('YO1 7HH');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(`${fx.standIn.url}/?paid=${session.id}`);
    expect((await fx.stripe.checkout.sessions.retrieve(session.id)).status).toBe('complete');
  });

  it('shows the decline of 4000 0000 0000 0002 as an alert, then authenticates 4000 0025 0000 3155 with Complete', async () => {
    const session = await createSession(fx.stripe, {
      success_url: `${fx.standIn.url}/?paid={CHECKOUT_SESSION_ID}`,
    });
    await page.goto(session.url!);
    await fill(CARDS.declined);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page.getByRole('alert').innerText()).resolves.toBe('Your card was declined.');
    expect(await axeProblems(page)).toEqual([]);
    await fill(CARDS.authenticate);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.getByRole('button', { name: 'Complete' }).click();
    await page.waitForURL(`${fx.standIn.url}/?paid=${session.id}`);
  });
});
