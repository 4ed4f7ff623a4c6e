import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfficeList } from '@/features/contact/components/office-list';
import { collectionBranch, highStreetNorth, highStreetNorthSchedule } from '@/testing/branches';
import { jsonResponse, routeFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';

afterEach(() => {
  vi.useRealTimers();
});

/** East Ham is the example bureau's collection point; staff changed its hours on the dashboard. */
function eastHamAsStaffKeepIt() {
  return collectionBranch(
    {
      ...highStreetNorth,
      id: 'east-ham',
      hours: [
        { days: 'Monday to Friday', opens: '08:30', closes: '19:00' },
        { days: 'Saturday', opens: '09:00', closes: '17:00' },
      ],
    },
    {
      schedule: {
        ...highStreetNorthSchedule,
        closures: [
          { date: '2026-11-26', reason: 'Stocktake' },
          { date: '2027-03-01', reason: 'Refit' },
        ],
      },
    },
  );
}

describe('the offices on the Contact page', () => {
  it('show the collection point’s hours and coming closed days as staff keep them', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z'), toFake: ['Date'] });
    routeFetch({
      'GET /api/v1/branches': () => jsonResponse({ branches: [eastHamAsStaffKeepIt()] }),
    });

    renderWithProviders(<OfficeList />, { route: '/contact' });

    const eastHam = screen.getByRole('article', { name: 'East Ham' });
    expect(await screen.findByText('Monday to Friday')).toBeInTheDocument();
    expect(eastHam).toHaveTextContent('08:30 to 19:00');
    expect(eastHam).toHaveTextContent('Closed on Thursday 26 November (Stocktake).');
    expect(eastHam).not.toHaveTextContent('Refit');
    // The counter that takes no orders keeps the hours of the site's settings.
    expect(screen.getByRole('article', { name: 'Manor Park' })).not.toHaveTextContent('08:30');
  });

  it('show the site’s hours while the branches cannot be read', () => {
    routeFetch({ 'GET /api/v1/branches': () => jsonResponse({ message: 'down' }, 503) });

    renderWithProviders(<OfficeList />, { route: '/contact' });

    expect(screen.getByRole('article', { name: 'East Ham' })).toHaveTextContent(
      'Monday to Saturday',
    );
  });
});
