import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currencies } from '@/testing/currency-table';
import { jsonResponse, routeFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { RateHistoryChart } from './rate-history-chart';

const point = (at: string, collect: string) => ({
  at,
  marketRate: collect,
  collect,
  sell: collect,
});

describe('the rate history chart', () => {
  it('draws the last 30 days and names the best and lowest rate', async () => {
    routeFetch({
      'GET /api/v1/currencies/EUR/history': () =>
        jsonResponse({
          code: 'EUR',
          points: [
            point('2026-10-24T12:00:00Z', '1.1200'),
            point('2026-11-05T12:00:00Z', '1.1450'),
            point('2026-11-22T12:00:00Z', '1.1339'),
          ],
        }),
    });
    renderWithProviders(<RateHistoryChart currencies={currencies} />);
    expect(
      await screen.findByRole('img', { name: /lowest 1.12, highest 1.145/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('£1 = 1.1339 EUR')).toBeInTheDocument();
    expect(screen.getByText('1.1450 on 5 Nov')).toBeInTheDocument();
    expect(screen.getByText('1.1200 on 24 Oct')).toBeInTheDocument();
  });

  it('says honestly when there is not enough history for a chart yet', async () => {
    routeFetch({
      'GET /api/v1/currencies/EUR/history': () =>
        jsonResponse({ code: 'EUR', points: [point('2026-11-22T12:00:00Z', '1.1339')] }),
    });
    renderWithProviders(<RateHistoryChart currencies={currencies} />);
    expect(
      await screen.findByText(/started keeping this rate's history recently/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
