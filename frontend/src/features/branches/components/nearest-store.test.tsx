import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NearestStore } from '@/features/branches/components/nearest-store';
import { setSiteSettings } from '@/config/site';
import { highStreetNorth, makeBranchList } from '@/testing/branches';
import { jsonResponse, routeFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { exampleSiteSettings } from '@/testing/site-settings';

function renderStores() {
  routeFetch({ 'GET /api/v1/branches': () => jsonResponse(makeBranchList()) });
  renderWithProviders(<NearestStore />);
}

const search = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

describe('Find your nearest store: directions', () => {
  it("search the maps for the branch's office address from the site's settings", async () => {
    const [office] = exampleSiteSettings.offices;
    setSiteSettings({
      ...exampleSiteSettings,
      offices: [{ ...office!, id: highStreetNorth.id, address: '1 Market Square, Leeds LS1 1AA' }],
    });
    renderStores();

    expect(await screen.findByRole('link', { name: /Get directions/ })).toHaveAttribute(
      'href',
      search('1 Market Square, Leeds LS1 1AA'),
    );
  });

  it('search for the address the branch list gives when no office has its id', async () => {
    renderStores();

    expect(await screen.findByRole('link', { name: /Get directions/ })).toHaveAttribute(
      'href',
      search(highStreetNorth.address),
    );
  });
});
