import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminSite, SiteChange, SiteSettings } from '@fx/contracts';
import { site } from '@/config/site';
import { callsTo, renderAsAdmin } from '@/testing/dashboard-admin';
import { jsonResponse } from '@/testing/fetch';
import { exampleSiteSettings } from '@/testing/site-settings';

const ADMIN = 'admin@highstreetfx.test';

function setup(put: (body: unknown) => Response = () => jsonResponse({})) {
  let state: AdminSite = { site: exampleSiteSettings, changes: [] };
  const rendered = renderAsAdmin('/dashboard/Site', {
    'GET /api/v1/admin/site': () => jsonResponse(state),
    'PUT /api/v1/admin/site': ({ body }) => {
      const answer = put(body);
      if (answer.status !== 200) return answer;
      const edits = body as Record<string, string | null>;
      const next: SiteSettings = {
        ...state.site,
        brand: { ...state.site.brand, tagline: edits.tagline ?? state.site.brand.tagline },
        social: {
          ...state.site.social,
          ...(edits.instagram !== undefined ? { instagram: edits.instagram } : {}),
        },
      };
      const changes: SiteChange[] = Object.entries(edits).map(([field, to]) => ({
        field: field as SiteChange['field'],
        from: null,
        to,
        changedBy: ADMIN,
        changedAt: '2025-03-05T14:30:00.000Z',
      }));
      state = { site: next, changes: [...changes, ...state.changes] };
      return jsonResponse(state);
    },
  });
  return { ...rendered, user: userEvent.setup() };
}

describe('Site settings', () => {
  it('shows what customers see now, and that nothing has changed yet', async () => {
    setup();

    expect(await screen.findByLabelText('Tagline')).toHaveValue(exampleSiteSettings.brand.tagline);
    expect(screen.getByLabelText('Instagram page')).toHaveValue('');
    expect(screen.getByText(/No changes yet/)).toBeInTheDocument();
  });

  it('sends only what changed, shows it on the site at once, and lists the change', async () => {
    const { fetch, user } = setup();
    const instagram = await screen.findByLabelText('Instagram page');
    await user.type(instagram, 'https://www.instagram.com/highstreet.fx');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Site settings saved')).toBeInTheDocument();
    expect(callsTo(fetch, 'PUT /api/v1/admin/site')).toEqual([
      { instagram: 'https://www.instagram.com/highstreet.fx' },
    ]);
    expect(site.social.instagram).toBe('https://www.instagram.com/highstreet.fx');
    const changes = screen.getByRole('table', { name: /Changes to the site settings/ });
    const row = within(changes).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Instagram page');
    expect(row).toHaveTextContent(ADMIN);
    expect(row).toHaveTextContent('https://www.instagram.com/highstreet.fx');
  });

  it('says what is wrong before sending: an empty tagline, a link that is not https', async () => {
    const { fetch, user } = setup();
    await user.clear(await screen.findByLabelText('Tagline'));
    await user.type(screen.getByLabelText('X page'), 'x.com/highstreet');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Please give a tagline')).toBeInTheDocument();
    expect(screen.getByLabelText('X page')).toHaveAccessibleDescription(
      /Please give a full https:\/\/ address/,
    );
    expect(callsTo(fetch, 'PUT /api/v1/admin/site')).toEqual([]);
  });

  it("shows the server's reason beside the field it names, and keeps what was typed", async () => {
    const { user } = setup(() =>
      jsonResponse(
        {
          statusCode: 422,
          error: 'Unprocessable Entity',
          code: 'UNPROCESSABLE',
          message: "is a placeholder address: give the bureau's own page",
          details: [
            { field: 'instagram', message: "is a placeholder address: give the bureau's own page" },
          ],
        },
        422,
      ),
    );
    const instagram = await screen.findByLabelText('Instagram page');
    await user.type(instagram, 'https://www.example.com/page');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(/is a placeholder address/)).toBeInTheDocument();
    expect(instagram).toHaveAccessibleDescription(/is a placeholder address/);
    expect(instagram).toHaveValue('https://www.example.com/page');
  });

  it('says so when nothing has changed', async () => {
    const { fetch, user } = setup();
    await screen.findByLabelText('Tagline');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing has changed.');
    expect(callsTo(fetch, 'PUT /api/v1/admin/site')).toEqual([]);
  });
});
