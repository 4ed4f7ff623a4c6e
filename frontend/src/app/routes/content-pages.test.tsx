import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSiteSettings } from '@/config/site';
import { renderApp } from '@/testing/render';
import { exampleSiteSettings } from '@/testing/site-settings';

describe('the content pages', () => {
  it.each([
    ['/termsCoditition', 'Terms & Conditions', 'Terms & Conditions | Highstreet FX'],
    ['/privacyPolicy', 'Privacy Policy', 'Privacy Policy | Highstreet FX'],
    ['/contact', 'Contact Us', 'Contact Us | Highstreet FX'],
    ['/faq', 'Frequently Asked Questions', 'FAQ | Highstreet FX'],
    ['/sendmony', 'Money Transfers', 'Money Transfers | Highstreet FX'],
    ['/comingSoon', 'This page is on its way', 'Coming Soon | Highstreet FX'],
  ])('%s shows its heading inside the site shell', async (route, heading, title) => {
    renderApp(route);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    // The title is set in an effect, which can run just after the lazy page's first paint.
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('gives the Terms every section, with the spec constants and a contents list', async () => {
    renderApp('/termsCoditition');

    expect(await screen.findByText('Last updated November 2017')).toBeInTheDocument();
    const sections = [
      'Regulated operator',
      'Responsibility',
      'Payment transactions',
      'Collection and ID requirements',
      'Anti-money laundering',
      'Changes to these terms',
      'Definitions',
      'Cancellations and refunds',
      'Liability',
      'Contact',
    ];
    const article = screen.getByRole('article', { name: 'Terms & Conditions' });
    const headings = within(article)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(sections.map((section, index) => `${index + 1}. ${section}`));

    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const link = within(contents).getByRole('link', { name: '4. Collection and ID requirements' });
    const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
    expect(target).toHaveTextContent('dated within the last 90 days');

    const text = article.textContent ?? '';
    expect(text).toMatch(/at least 18 years old/);
    expect(text).toMatch(/within 15 business days/);
    expect(text).toMatch(/within 3 months/);
    expect(text).toMatch(/within 30 business days/);
    expect(text).toMatch(/company number 12345678/);
    expect(text).toMatch(/112 High Street North, East Ham, London E6 2HT/);
    expect(text).toMatch(/hello@highstreetfx\.test/);
  });

  it('gives the Privacy Policy 12 numbered sections plus Contact Us', async () => {
    renderApp('/privacyPolicy');

    const article = await screen.findByRole('article', { name: 'Privacy Policy' });
    const headings = within(article)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent ?? '');
    expect(headings).toHaveLength(13);
    headings.slice(0, 12).forEach((heading, index) => {
      expect(heading).toMatch(new RegExp(`^${index + 1}\\. `));
    });
    expect(headings[12]).toBe('Contact Us');

    const text = article.textContent ?? '';
    expect(text).toMatch(/five years from the day the\s+order is completed/);
    expect(text).toMatch(/Money Laundering Regulations 2017/);
    expect(text).toMatch(/download a copy of your data, or delete your account/);
    expect(text).toMatch(/acknowledge your complaint within 10 days/);
    expect(text).toMatch(/substantive reply within 28 days/);
    expect(text).toMatch(/up to 2 further months/);
    expect(text).toMatch(/020 7946 0112/);
  });

  it('shows both offices on Contact, the phone and e-mail, and a map link-out instead of a frame', async () => {
    const { container } = renderApp('/contact');

    expect(await screen.findByRole('article', { name: 'East Ham' })).toHaveTextContent(
      '112 High Street North, East Ham, London E6 2HT',
    );
    expect(screen.getByRole('article', { name: 'Manor Park' })).toHaveTextContent(
      /High Street North, Manor Park, London/,
    );
    const direct = screen.getByRole('region', { name: 'Office information' });
    expect(within(direct).getByRole('link', { name: '020 7946 0112' })).toHaveAttribute(
      'href',
      'tel:+442079460112',
    );
    expect(
      within(direct).getByRole('link', { name: 'hello@highstreetfx.test' }),
    ).toBeInTheDocument();

    const map = screen.getByRole('link', { name: /^East Ham Open in map/ });
    expect(map.getAttribute('href')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/search\?query=112/,
    );
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('iframe')).toBeNull();

    const form = screen.getByRole('region', { name: 'Send us a message' });
    for (const label of ['Name', 'Email', 'Phone', 'Message']) {
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(form).getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('explains on Money Transfers that the transfer service is external, opened in a new tab', async () => {
    setSiteSettings({
      ...exampleSiteSettings,
      moneyTransfersUrl: 'https://transfers.partner.co.uk/',
    });
    renderApp('/sendmony');

    const out = await screen.findByRole('link', { name: /Go to the money transfer service/ });
    expect(out).toHaveAttribute('href', 'https://transfers.partner.co.uk/');
    expect(out).toHaveAttribute('target', '_blank');
    expect(out).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      screen.getByRole('heading', { level: 2, name: "We don't send money abroad ourselves" }),
    ).toBeInTheDocument();
  });

  it('links no transfer service when the bureau has none, and says how to ask instead', async () => {
    renderApp('/sendmony');

    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: "We don't send money abroad ourselves",
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Go to the money transfer service/ })).toBeNull();
    expect(screen.getByText(/Ask us in branch or call/)).toHaveTextContent('020 7946 0112');
  });
});
