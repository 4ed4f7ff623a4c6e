import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCurrencyTable } from '@/testing/currency-table';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { renderApp } from '@/testing/render';
import { exampleSiteSettings } from '@/testing/site-settings';
import { setSiteSettings } from '@/config/site';

describe('the app', () => {
  it('shows the Exchange Rates page inside the site shell', async () => {
    stubFetch(() => jsonResponse(makeCurrencyTable()));
    renderApp('/exchangeRates');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Exchange Rates' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    const info = screen.getByRole('complementary', { name: /why buy your travel money/i });
    expect(within(info).getAllByRole('listitem')).toHaveLength(8);
    expect(within(info).getByText('0% commission')).toBeInTheDocument();
    expect(document.title).toBe('Exchange Rates | Highstreet FX');
  });

  it('matches /exchangeRates whatever its case', async () => {
    stubFetch(() => jsonResponse(makeCurrencyTable()));
    renderApp('/EXCHANGERATES');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Exchange Rates' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('has a footer with the three link columns, contact details, social links and legal lines', () => {
    setSiteSettings({
      ...exampleSiteSettings,
      social: {
        facebook: 'https://www.facebook.com/highstreetfx',
        instagram: 'https://www.instagram.com/highstreetfx',
        x: 'https://x.com/highstreetfx',
      },
    });
    renderApp('/');

    const footer = screen.getByRole('contentinfo');
    const corporate = within(footer).getByRole('navigation', { name: 'Corporate' });
    expect(
      within(corporate)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/', '/exchangeRates', '/contact']);
    const support = within(footer).getByRole('navigation', { name: 'Support' });
    expect(
      within(support)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/privacyPolicy', '/termsCoditition', '/faq']);
    expect(within(footer).getByRole('heading', { name: 'Get in touch' })).toBeInTheDocument();
    expect(
      within(footer).getByText('112 High Street North, East Ham, London E6 2HT'),
    ).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '020 7946 0112' })).toHaveAttribute(
      'href',
      'tel:+442079460112',
    );
    expect(within(footer).getByRole('link', { name: 'hello@highstreetfx.test' })).toHaveAttribute(
      'href',
      'mailto:hello@highstreetfx.test',
    );
    for (const network of ['Facebook', 'Instagram', 'X']) {
      expect(
        within(footer).getByRole('link', { name: new RegExp(`on ${network} \\(`) }),
      ).toHaveAttribute('target', '_blank');
    }
    expect(within(footer).getByText(/company number 12345678/)).toBeInTheDocument();
    expect(
      within(footer).getByText(`© ${new Date().getFullYear()} Highstreet FX. All rights reserved.`),
    ).toBeInTheDocument();
    expect(within(footer).getByRole('note')).toHaveTextContent(/example business details/);
  });

  it("shows no social icon the bureau has no page for, and no example note for a bureau's own details", () => {
    setSiteSettings({
      ...exampleSiteSettings,
      social: { facebook: null, instagram: 'https://www.instagram.com/riverside.fx', x: null },
      placeholder: false,
    });
    renderApp('/');

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getAllByRole('link', { name: /opens in a new tab/ })).toHaveLength(1);
    expect(within(footer).getByRole('link', { name: /on Instagram/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/riverside.fx',
    );
    expect(within(footer).queryByRole('note')).toBeNull();
  });

  it('shows the home hero with a link to the exchange rates', async () => {
    stubFetch(() => jsonResponse(makeCurrencyTable()));
    const user = userEvent.setup();
    renderApp('/');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Travel money at the rates you see' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /see exchange rates/i }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Exchange Rates' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('shows a friendly 404 with a link home for an unknown address', () => {
    renderApp('/no-such-page');

    expect(
      screen.getByRole('heading', { level: 1, name: "We can't find that page" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
