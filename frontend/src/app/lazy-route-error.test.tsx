import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';

// The FAQ page's chunk cannot be fetched, as in a tab left open across a deploy that removed it.
vi.mock('@/app/routes/faq', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/faq-0ld.js');
});

async function expectReloadPage() {
  expect(
    await screen.findByRole('heading', { level: 1, name: "Sorry, this page didn't load" }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  // The page area's error boundary: the header and footer stay usable.
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
}

describe('a page whose code fails to load', () => {
  it('shows the error page with a way to reload when the app starts on it', async () => {
    renderApp('/faq');

    await expectReloadPage();
  });

  it('shows the error page with a way to reload after a link to it', async () => {
    const user = userEvent.setup();
    renderApp('/');

    const support = within(screen.getByRole('contentinfo')).getByRole('navigation', {
      name: 'Support',
    });
    await user.click(within(support).getByRole('link', { name: 'FAQ' }));

    await expectReloadPage();
  });
});
