import type { Role } from '@fx/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeOrderDetails } from '@/testing/admin-orders';
import { C, renderAsStaff } from '@/testing/compliance';
import { callsTo } from '@/testing/dashboard-admin';
import { errorResponse, jsonResponse } from '@/testing/fetch';

const ID = makeOrderDetails().id;
const PATH = `/api/v1/admin/orders/${ID}`;
const ID_CHECK = '7a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const PHOTO = `${C}/id-checks/${ID_CHECK}/photo`;
const DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** The details of a completed collection whose ID was recorded, seen by a member of staff. */
function renderOrder(
  roles: Role[],
  hasPhoto: boolean,
  photo = () => jsonResponse({ dataUrl: DATA_URL }),
) {
  return renderAsStaff(
    `/dashboard/orderDetails/${ID}`,
    {
      [`GET ${PATH}`]: () =>
        jsonResponse(
          makeOrderDetails({
            status: 'completed',
            compliance: {
              status: 'clear',
              dueDiligence: null,
              idCheckId: ID_CHECK,
              erasedAt: null,
            },
          }),
        ),
      [`GET ${PATH}/id-check`]: () =>
        jsonResponse({
          idCheck: {
            id: ID_CHECK,
            orderId: ID,
            documentType: 'passport',
            documentNumberMasked: '•••••4821',
            issuingCountry: 'GB',
            expiryDate: '2030-01-01',
            dateOfBirth: '1980-05-17',
            proofOfAddress: null,
            hasPhoto,
            recordedAt: '2026-11-23T10:00:00.000Z',
            recordedBy: { kind: 'staff', id: 'clerk@highstreetfx.co.uk' },
          },
        }),
      [`GET ${PHOTO}`]: photo,
    },
    roles,
  );
}

async function findIdPanel() {
  const panel = await screen.findByRole('region', { name: 'ID seen' });
  await within(panel).findByText('•••••4821');
  return panel;
}

describe("the ID record's photo on the order details (issue 33)", () => {
  it('shows an officer the document photo when asked, and hides it again', async () => {
    const user = userEvent.setup();
    const { fetch } = renderOrder(['admin', 'compliance_officer'], true);

    const panel = await findIdPanel();
    expect(within(panel).queryByRole('img')).not.toBeInTheDocument();
    expect(callsTo(fetch, `GET ${PHOTO}`)).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: "Show the document's photo" }));
    const photo = await within(panel).findByRole('img', {
      name: 'Photo of the document seen at collection (Passport)',
    });
    expect(photo).toHaveAttribute('src', DATA_URL);
    expect(callsTo(fetch, `GET ${PHOTO}`)).toHaveLength(1);

    await user.click(within(panel).getByRole('button', { name: 'Hide the photo' }));
    expect(within(panel).queryByRole('img')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: "Show the document's photo" })).toBeEnabled();
  });

  it('never offers the photo to an admin who is not an officer', async () => {
    const { fetch } = renderOrder(['admin'], true);

    const panel = await findIdPanel();
    expect(within(panel).getByText('Kept (compliance officer only)')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /photo/ })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('img')).not.toBeInTheDocument();
    expect(callsTo(fetch, `GET ${PHOTO}`)).toHaveLength(0);
  });

  it('offers no photo button to an officer when none was kept', async () => {
    renderOrder(['admin', 'compliance_officer'], false);

    const panel = await findIdPanel();
    expect(within(panel).getByText('None')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /photo/ })).not.toBeInTheDocument();
  });

  it('says why the photo could not be loaded, and lets the officer try again', async () => {
    const user = userEvent.setup();
    let refuse = true;
    renderOrder(['admin', 'compliance_officer'], true, () =>
      refuse
        ? errorResponse(404, 'NOT_FOUND', 'The photo was erased with the personal data')
        : jsonResponse({ dataUrl: DATA_URL }),
    );

    const panel = await findIdPanel();
    await user.click(within(panel).getByRole('button', { name: "Show the document's photo" }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      "We couldn't load the photo: The photo was erased with the personal data",
    );
    expect(within(panel).queryByRole('img')).not.toBeInTheDocument();

    refuse = false;
    await user.click(within(panel).getByRole('button', { name: "Show the document's photo" }));
    expect(await within(panel).findByRole('img')).toHaveAttribute('src', DATA_URL);
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });
});
