import { describe, expect, it } from 'vitest';
import { EMPTY_CHECKOUT, checkoutRequest, serverCheckoutErrors } from './checkout-form';

const delivery = {
  ...EMPTY_CHECKOUT,
  payment: 'card' as const,
  fulfilment: 'delivery' as const,
  address: { line1: ' 1 Acacia Avenue ', line2: '  ', town: 'London ', postcode: 'sw1a 1aa' },
};

describe('the checkout choices sent with the order', () => {
  it('sends a delivery trimmed, without an empty second line, and no collection choice', () => {
    expect(checkoutRequest(delivery)).toEqual({
      payment: 'card',
      buyBack: false,
      delivery: {
        address: { line1: '1 Acacia Avenue', town: 'London', postcode: 'sw1a 1aa' },
        saturday: false,
      },
    });
  });

  it('sends neither delivery nor guarantee for an order paid in store', () => {
    expect(checkoutRequest({ ...delivery, payment: 'in_store', buyBack: true })).toEqual({
      payment: 'in_store',
      buyBack: false,
    });
  });

  it("sorts the server's refusals to the fields that show them", () => {
    const errors = serverCheckoutErrors([
      { field: 'delivery.address.postcode', message: 'Enter a UK postcode' },
      { field: 'delivery', message: 'Home delivery is for orders of £400 or more' },
      { field: 'buyBackOf', message: 'This order has no buy-back guarantee' },
      { field: 'customer.email', message: 'not ours' },
    ]);
    expect(errors).toEqual({
      address: { postcode: 'Enter a UK postcode' },
      fulfilment: 'Home delivery is for orders of £400 or more',
      buyBack: 'This order has no buy-back guarantee',
    });
  });
});
