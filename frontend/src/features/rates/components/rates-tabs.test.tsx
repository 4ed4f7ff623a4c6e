import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RatesTabs } from '@/features/rates/components/rates-tabs';
import { currencies } from '@/testing/currency-table';

function renderTabs() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <RatesTabs currencies={currencies.slice(0, 3)} />
    </MemoryRouter>,
  );
  return { user };
}

describe('RatesTabs', () => {
  it('starts on Click & Collect, listing what we sell with the Click & Collect buttons', () => {
    renderTabs();

    const collect = screen.getByRole('tab', { name: 'Click & Collect' });
    expect(collect).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Click & Collect' });
    expect(within(panel).getByText('1 GBP = 1.1339 EUR')).toBeInTheDocument();
    expect(within(panel).queryByText('1 GBP = 1.2041 EUR')).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Click & Collect Euro' })).toHaveAttribute(
      'href',
      '/purchase/EUR/Order',
    );
    expect(within(panel).queryByRole('link', { name: /Click & Sell/ })).not.toBeInTheDocument();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
  });

  it('switches to the Click & Sell list when its tab is clicked', async () => {
    const { user } = renderTabs();

    await user.click(screen.getByRole('tab', { name: 'Click & Sell' }));

    expect(screen.getByRole('tab', { name: 'Click & Sell' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Click & Collect' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    const panel = screen.getByRole('tabpanel', { name: 'Click & Sell' });
    const euro = within(panel).getByText('1 GBP = 1.2041 EUR').closest('li');
    expect(euro).toHaveTextContent('Euro - EUR');
    expect(euro).toHaveTextContent('We buy');
    expect(within(panel).queryByText('1 GBP = 1.1339 EUR')).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Click & Sell Euro' })).toHaveAttribute(
      'href',
      '/purchase/EUR/Sell',
    );
    expect(screen.queryByRole('tabpanel', { name: 'Click & Collect' })).not.toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    const { user } = renderTabs();
    const collect = screen.getByRole('tab', { name: 'Click & Collect' });
    const sell = screen.getByRole('tab', { name: 'Click & Sell' });

    await user.tab();
    expect(collect).toHaveFocus();
    expect(sell).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{ArrowRight}');
    expect(sell).toHaveFocus();
    expect(sell).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowRight}');
    expect(collect).toHaveFocus();
    expect(collect).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowLeft}');
    expect(sell).toHaveFocus();

    await user.keyboard('{Home}');
    expect(collect).toHaveFocus();

    await user.keyboard('{End}');
    expect(sell).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Click & Sell' })).toBeInTheDocument();
  });
});
