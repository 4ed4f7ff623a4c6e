import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '@fx/contracts';
import { setSiteSettings } from '@/config/site';
import { renderApp } from '@/testing/render';
import { exampleSiteSettings } from '@/testing/site-settings';

/** The example bureau taking card payments, with numbers of its own (none the defaults). */
function withCards(payments: Partial<SiteSettings['payments']> = {}): SiteSettings {
  const { orders } = exampleSiteSettings;
  return {
    ...exampleSiteSettings,
    orders: {
      ...orders,
      delivery: {
        ...orders.delivery,
        minGbp: '300',
        maxGbp: '2000',
        feeGbp: '5.95',
        freeFromGbp: '600',
        cutoff: '13:30',
        saturdayFeeGbp: '8.50',
      },
      buyBack: { priceGbp: '4.50', windowDays: 21, sharePct: '25', capGbp: '600' },
      cancellationFeeGbp: '2.50',
    },
    payments: { cards: true, creditCards: false, checkoutExpiryMinutes: 45, ...payments },
  };
}

async function termsArticle() {
  renderApp('/termsCoditition');
  return screen.findByRole('article', { name: 'Terms & Conditions' });
}

function sectionText(article: HTMLElement, title: RegExp): string {
  const heading = within(article).getByRole('heading', { level: 2, name: title });
  return heading.closest('section')?.textContent ?? '';
}

describe('the Terms of paying by card, delivery and the buy-back guarantee', () => {
  it('states the fees, limits and days the bureau set, each where it applies', async () => {
    setSiteSettings(withCards());
    const article = await termsArticle();

    const headings = within(article)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings.slice(2, 7)).toEqual([
      '3. Payment transactions',
      '4. Paying now by card',
      '5. Home delivery',
      '6. Buy-back guarantee',
      '7. Collection and ID requirements',
    ]);

    const paying = sectionText(article, /Paying now by card/);
    expect(paying).toMatch(/We take debit cards only\. We do not take credit cards/);
    expect(paying).toMatch(/guaranteed from the moment you pay/);
    expect(paying).toMatch(
      /authorised on your card when you pay .* charged when the branch accepts/,
    );
    expect(paying).toMatch(/refund it less a cancellation fee of £2\.50/);
    expect(paying).toMatch(/If we cancel your order, for whatever reason, we refund it in full/);
    expect(paying).toMatch(/within 45 minutes/);

    const delivery = sectionText(article, /Home delivery/);
    expect(delivery).toMatch(/addresses in the UK only/);
    expect(delivery).toMatch(/orders of £300 to £2,000/);
    expect(delivery).toMatch(/The delivery fee is £5\.95, free for orders of £600 or more/);
    expect(delivery).toMatch(/Saturday delivery, where you choose it, costs £8\.50 more/);
    expect(delivery).toMatch(/Paid before 13:30 on a working day, your order arrives the next/);
    expect(delivery).toMatch(/not deliver on Sundays or on the bank holidays of the address's/);
    expect(delivery).toMatch(/card must be in your name, and we deliver only to its billing/);

    const buyBack = sectionText(article, /Buy-back guarantee/);
    expect(buyBack).toMatch(/for £4\.50\. For 21 days from payment/);
    expect(buyBack).toMatch(/at the rate of the order/);
    expect(buyBack).toMatch(/up to 25% of each currency you bought and up to £600 in all/);

    expect(sectionText(article, /Payment transactions/)).toMatch(
      /the rate of an order you pay for now is guaranteed from payment/,
    );
  });

  it('says credit cards are taken where the bureau allows them, and a free cancellation without a fee', async () => {
    const settings = withCards({ creditCards: true });
    setSiteSettings({ ...settings, orders: { ...settings.orders, cancellationFeeGbp: '0' } });
    const article = await termsArticle();

    const paying = sectionText(article, /Paying now by card/);
    expect(paying).toMatch(/We take debit and credit cards\./);
    expect(paying).toMatch(/cash advance/);
    expect(paying).toMatch(/we refund it in full, free of charge/);
  });

  it('leaves out paying by card, delivery and the guarantee where the bureau takes no cards', async () => {
    setSiteSettings(withCards({ cards: false }));
    const article = await termsArticle();

    const text = article.textContent ?? '';
    expect(text).not.toMatch(/Paying now by card|Home delivery|Buy-back guarantee/);
    expect(text).not.toMatch(/£5\.95|£2\.50|guaranteed from payment/);
    expect(within(article).getAllByRole('heading', { level: 2 })[3]).toHaveTextContent(
      '4. Collection and ID requirements',
    );
  });
});
