import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ID_NEEDED_NOTICE } from '@fx/contracts/web';
import { setSiteSettings, siteSettings } from '@/config/site';
import { addCartLine } from '@/lib/cart-store';
import { takeCards } from '@/testing/checkout';
import { jsonResponse } from '@/testing/fetch';
import {
  chooseFirstDay,
  fillDetails,
  orderFrom,
  refusedField,
  setupPurchase,
} from '@/testing/purchase';
import {
  APPROVAL_NOTICE,
  CASH_DECLARATION_NOTICE,
  NO_DELIVERY_NOTICE,
} from '@/features/orders/utils/due-diligence';

const euros = (amount: string) =>
  addCartLine({ currency: 'EUR', way: 'collect', amount, side: 'gbp', rate: '1.1339' });
const PEP = /politically exposed person/;

/** The bureau's thresholds, lowered so an order within the default limits reaches them. */
function thresholds(statutoryThresholdGbp: string, cashDeclarationGbp = '10000') {
  const settings = siteSettings();
  const { orders } = settings;
  setSiteSettings({
    ...settings,
    orders: {
      ...orders,
      dueDiligence: { ...orders.dueDiligence, statutoryThresholdGbp, cashDeclarationGbp },
    },
  });
}

// Each walks the form: slower than the default 5 s on a busy machine.
describe('the order flow: customer due diligence', { timeout: 30_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('says nothing of ID below the house threshold', async () => {
    euros('900');
    setupPurchase((body) => jsonResponse(orderFrom(body), 201));
    await screen.findByLabelText('Collection day');
    expect(screen.queryByText(ID_NEEDED_NOTICE)).not.toBeInTheDocument();
    expect(screen.queryByText(CASH_DECLARATION_NOTICE)).not.toBeInTheDocument();
  });

  it('says up front, before the details, that ID is needed at the house threshold', async () => {
    thresholds('2000', '1000');
    euros('1000');
    const { user, placed } = setupPurchase((body) => jsonResponse(orderFrom(body), 201));
    await screen.findByLabelText('Collection day');
    expect(screen.getByText(ID_NEEDED_NOTICE)).toBeVisible();
    expect(screen.getByText(CASH_DECLARATION_NOTICE)).toBeVisible();
    expect(screen.queryByText(APPROVAL_NOTICE)).not.toBeInTheDocument();

    await chooseFirstDay(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(ID_NEEDED_NOTICE)).toBeVisible();
    expect(screen.queryByLabelText(PEP)).not.toBeInTheDocument();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByRole('heading', { name: 'Order Confirmation' });
    expect(placed[0]!.body.dueDiligence).toBeUndefined();
  });

  it('asks the questions at the statutory threshold, each at its field, and sends the answers', async () => {
    thresholds('2000');
    euros('2000');
    const { user, placed } = setupPurchase((body) => jsonResponse(orderFrom(body), 201));
    await chooseFirstDay(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByText(APPROVAL_NOTICE).length).toBeGreaterThan(0);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(screen.getByLabelText(PEP)).toHaveAccessibleDescription(
      'Say whether you are a politically exposed person',
    );
    expect(screen.getByLabelText('Where does the money come from?')).toHaveAccessibleDescription(
      'Choose where the money comes from',
    );
    expect(placed).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText(PEP), 'yes');
    await user.type(screen.getByLabelText('The role, and who holds it'), 'MP (my father)');
    await user.selectOptions(screen.getByLabelText('Where does the money come from?'), 'other');
    await user.type(screen.getByLabelText('Tell us where the money comes from'), 'A lottery win');
    const nationality = screen.getByLabelText<HTMLSelectElement>('Nationality');
    expect(nationality.options[0]).toHaveTextContent('United Kingdom');
    await user.selectOptions(nationality, 'FR');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByRole('heading', { name: 'Order Confirmation' });
    expect(placed[0]!.body.dueDiligence).toEqual({
      politicallyExposed: true,
      politicalRole: 'MP (my father)',
      sourceOfFunds: 'other',
      sourceOfFundsDetail: 'A lottery win',
      nationality: 'FR',
      countryOfResidence: 'GB',
    });
  });

  it('asks the questions when the server answers 422 on dueDiligence (linked orders), below the threshold', async () => {
    euros('1500');
    const { user, placed } = setupPurchase((body) =>
      body.dueDiligence
        ? jsonResponse(orderFrom(body), 201)
        : refusedField(422, 'UNPROCESSABLE', 'dueDiligence', 'Answer the questions below'),
    );
    await chooseFirstDay(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByLabelText(PEP)).not.toBeInTheDocument();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    const question = await screen.findByLabelText(PEP);
    expect(screen.getAllByText('Answer the questions below').length).toBeGreaterThan(0);
    await user.selectOptions(question, 'no');
    await user.selectOptions(screen.getByLabelText('Where does the money come from?'), 'savings');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByRole('heading', { name: 'Order Confirmation' });
    expect(placed).toHaveLength(2);
    expect(placed[1]!.body.dueDiligence).toMatchObject({
      politicallyExposed: false,
      sourceOfFunds: 'savings',
    });
  });

  it('does not offer delivery at the statutory threshold, and says why', async () => {
    takeCards();
    thresholds('2000');
    euros('2000');
    const { user } = setupPurchase((body) => jsonResponse(orderFrom(body), 201));
    await user.click(await screen.findByRole('radio', { name: 'Pay now by card' }));
    const delivery = screen.getByRole('radio', { name: 'Home delivery' });
    expect(delivery).toBeDisabled();
    expect(delivery).toHaveAccessibleDescription(NO_DELIVERY_NOTICE);
  });

  it('asks a delivery at the house threshold for an adult date of birth', async () => {
    takeCards();
    euros('1000');
    const { user, placed } = setupPurchase(() =>
      refusedField(422, 'UNPROCESSABLE', 'dateOfBirth', 'Check your date of birth'),
    );
    await user.click(await screen.findByRole('radio', { name: 'Pay now by card' }));
    await user.click(screen.getByRole('radio', { name: 'Home delivery' }));
    expect(screen.getAllByText(/card must be in your name/).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillDetails(user);
    await user.type(screen.getByLabelText('Address line 1'), '1 Acacia Avenue');
    await user.type(screen.getByLabelText('Town or city'), 'London');
    await user.type(screen.getByLabelText('Postcode'), 'SW1A 1AA');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const born = screen.getByLabelText('Date of birth');
    expect(born).toHaveAccessibleDescription(/Enter your date of birth/);
    expect(placed).toHaveLength(0);

    await user.type(born, '2015-01-01');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(born).toHaveAccessibleDescription(/You must be 18 or over to order/);
    expect(placed).toHaveLength(0);

    await user.clear(born);
    await user.type(born, '1980-02-28');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(born).toHaveAccessibleDescription(/Check your date of birth/));
    expect(placed[0]!.body.dateOfBirth).toBe('1980-02-28');
  });
});
