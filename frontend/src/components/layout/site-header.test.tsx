import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SiteHeader } from '@/components/layout/site-header';
import { setSiteSettings } from '@/config/site';
import { renderWithProviders } from '@/testing/render';
import { exampleSiteSettings } from '@/testing/site-settings';

const navLinks: [string, string][] = [
  ['Travel Money', '/'],
  ['Exchange Rates', '/exchangeRates'],
  ['Money Transfers', '/sendmony'],
  ['Terms & Condition', '/termsCoditition'],
  ['Privacy & Policy', '/privacyPolicy'],
  ['Contact Us', '/contact'],
];

function renderHeader() {
  const user = userEvent.setup();
  renderWithProviders(<SiteHeader />, { route: '/exchangeRates' });
  return { user };
}

describe('SiteHeader', () => {
  // A bureau with a money transfer service: the spec's navigation, all six links.
  beforeEach(() =>
    setSiteSettings({
      ...exampleSiteSettings,
      moneyTransfersUrl: 'https://transfers.partner.co.uk/',
    }),
  );

  it('leaves Money Transfers out, in the bar and the drawer, when the bureau has no transfer service', async () => {
    setSiteSettings({ ...exampleSiteSettings, moneyTransfersUrl: null });
    const { user } = renderHeader();

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(navLinks.map(([name]) => name).filter((name) => name !== 'Money Transfers'));
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Menu' })).queryByRole('link', {
        name: 'Money Transfers',
      }),
    ).not.toBeInTheDocument();
  });

  it('has the spec navigation in order, Money Transfers leading to our page about it', () => {
    renderHeader();

    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      navLinks.map(([, href]) => href),
    );
    for (const [name, href] of navLinks) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByRole('link', { name: 'Money Transfers' })).not.toHaveAttribute(
      'target',
    );
    expect(within(nav).getByRole('link', { name: 'Exchange Rates' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signIn');
  });

  it('opens the menu drawer with focus inside, and closes it with Escape', async () => {
    const { user } = renderHeader();
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);

    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    for (const [name, href] of navLinks) {
      expect(within(drawer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(drawer).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/signIn',
    );

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('closes the drawer with its X button and with a click on the backdrop', async () => {
    const { user } = renderHeader();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByTestId('drawer-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the open drawer', async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });

    for (let i = 0; i < 15; i += 1) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes the drawer when one of its links is followed', async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));

    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Contact Us' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
