import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqQuestions, faqItems } from '@/features/faq/components/faq-questions';
import { setSiteSettings } from '@/config/site';
import { renderWithProviders } from '@/testing/render';
import { exampleSiteSettings } from '@/testing/site-settings';

function setup() {
  const user = userEvent.setup();
  renderWithProviders(<FaqQuestions />, { route: '/faq' });
  const questions = () =>
    within(screen.getByRole('region', { name: 'Travel money questions' })).getAllByRole('button');
  return { user, questions };
}

function panelOf(button: HTMLElement): HTMLElement {
  const id = button.getAttribute('aria-controls');
  const panel = id ? document.getElementById(id) : null;
  if (!panel) throw new Error(`no panel for ${button.textContent ?? ''}`);
  return panel;
}

function openQuestions(buttons: HTMLElement[]): string[] {
  return buttons
    .filter((button) => button.getAttribute('aria-expanded') === 'true')
    .map((button) => button.textContent ?? '');
}

describe('the FAQ', () => {
  it('lists 8 questions as heading buttons, the first one open', () => {
    const { questions } = setup();

    const buttons = questions();
    expect(buttons).toHaveLength(8);
    expect(faqItems()).toHaveLength(8);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(8);
    expect(openQuestions(buttons)).toEqual(['Do you charge commission or fees?']);
    const first = buttons[0] as HTMLElement;
    expect(panelOf(first)).toBeVisible();
    expect(
      screen.getByRole('region', { name: 'Do you charge commission or fees?' }),
    ).toHaveTextContent(/0% commission/);
    for (const button of buttons.slice(1)) expect(panelOf(button)).not.toBeVisible();
  });

  it('keeps one answer open at a time', async () => {
    const { user, questions } = setup();
    const [first, second, third] = questions() as [HTMLElement, HTMLElement, HTMLElement];

    await user.click(second);
    expect(openQuestions(questions())).toEqual(['How does Click & Collect work?']);
    expect(panelOf(second)).toBeVisible();
    expect(panelOf(first)).not.toBeVisible();

    await user.click(third);
    expect(openQuestions(questions())).toEqual(['Is the rate I see online the rate I get?']);
    expect(panelOf(second)).not.toBeVisible();

    await user.click(third);
    expect(openQuestions(questions())).toEqual([]);
  });

  it('says a collection day is chosen, and the order limits the orders service enforces', async () => {
    const { user, questions } = setup();
    const clickAndCollect = questions()[1] as HTMLElement;

    await user.click(clickAndCollect);

    const answer = panelOf(clickAndCollect);
    expect(answer).toHaveTextContent(/choose the day you will collect/);
    expect(answer).toHaveTextContent(/from £50 to £5,000/);
    expect(answer).toHaveTextContent(/over 90 days can come to at most £10,000/);
  });

  it('works from the keyboard: arrows, Home and End move, Enter and Space open', async () => {
    const { user, questions } = setup();
    const buttons = questions();
    const at = (index: number) => buttons[index] as HTMLElement;

    await user.tab();
    expect(at(0)).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(at(1)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(openQuestions(questions())).toEqual(['How does Click & Collect work?']);

    await user.keyboard('{End}');
    expect(at(7)).toHaveFocus();
    await user.keyboard(' ');
    expect(openQuestions(questions())).toEqual(['Can you send money abroad for me?']);

    // Tab goes on into the open answer, Shift+Tab comes back.
    await user.tab();
    expect(within(panelOf(at(7))).getByRole('link')).toHaveFocus();
    await user.tab({ shift: true });
    expect(at(7)).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(at(0)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(at(7)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(at(0)).toHaveFocus();
    expect(openQuestions(questions())).toEqual(['Can you send money abroad for me?']);
  });

  it('sends customers to the money transfer partner, or to the phone when the bureau has none', async () => {
    setSiteSettings({
      ...exampleSiteSettings,
      moneyTransfersUrl: 'https://transfers.partner.co.uk/',
    });
    const { user, questions } = setup();
    const sendMoney = questions()[7] as HTMLElement;
    await user.click(sendMoney);
    expect(
      within(panelOf(sendMoney)).getByRole('link', { name: 'Find out about money transfers' }),
    ).toHaveAttribute('href', '/sendmony');
    cleanup();

    setSiteSettings({ ...exampleSiteSettings, moneyTransfersUrl: null });
    const again = setup();
    const withoutPartner = again.questions()[7] as HTMLElement;
    await again.user.click(withoutPartner);
    expect(within(panelOf(withoutPartner)).queryByText(/our partner/)).toBeNull();
    expect(
      within(panelOf(withoutPartner)).getByRole('link', { name: '020 7946 0112' }),
    ).toHaveAttribute('href', 'tel:+442079460112');
  });

  it('gives the support phone and e-mail from the site config', () => {
    setup();

    const support = screen.getByRole('complementary', { name: 'Still have a question?' });
    expect(within(support).getByRole('link', { name: '020 7946 0112' })).toHaveAttribute(
      'href',
      'tel:+442079460112',
    );
    expect(within(support).getByRole('link', { name: 'hello@highstreetfx.test' })).toHaveAttribute(
      'href',
      'mailto:hello@highstreetfx.test',
    );
  });

  it('asks about paying by card, delivery and the guarantee only where the bureau takes cards, with its numbers', async () => {
    const { orders } = exampleSiteSettings;
    setSiteSettings({
      ...exampleSiteSettings,
      orders: {
        ...orders,
        delivery: { ...orders.delivery, feeGbp: '5.95', freeFromGbp: '600', cutoff: '13:30' },
        buyBack: { priceGbp: '4.50', windowDays: 21, sharePct: '25', capGbp: '600' },
        cancellationFeeGbp: '2.50',
      },
      payments: { cards: true, creditCards: false, checkoutExpiryMinutes: 30 },
    });
    const { user, questions } = setup();
    const titles = questions().map((button) => button.textContent);
    expect(titles).toHaveLength(11);
    expect(titles.slice(3, 6)).toEqual([
      'Can I pay online by card?',
      'Can you deliver my currency to my home?',
      'What is the buy-back guarantee?',
    ]);

    const answer = async (title: string) => {
      const button = questions().find((one) => one.textContent === title)!;
      await user.click(button);
      return panelOf(button);
    };
    expect(await answer('Can I pay online by card?')).toHaveTextContent(
      /debit cards only, in your name\. Your rate is guaranteed from the moment you pay/,
    );
    expect(await answer('Can you deliver my currency to my home?')).toHaveTextContent(
      /Delivery costs £5\.95, free for orders of £600 or more\. Paid before 13:30/,
    );
    expect(await answer('What is the buy-back guarantee?')).toHaveTextContent(
      /£4\.50 .* for 21 days .* up to 25% of each currency and £600 in all/,
    );
    expect(await answer('Can I cancel my order?')).toHaveTextContent(
      /refunded less a cancellation fee of £2\.50/,
    );
    cleanup();

    setSiteSettings(exampleSiteSettings);
    const without = setup()
      .questions()
      .map((button) => button.textContent ?? '');
    expect(without).toHaveLength(8);
    expect(without.join(' ')).not.toMatch(/by card|deliver|buy-back/);
  });
});
