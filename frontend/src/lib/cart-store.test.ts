import { beforeEach, describe, expect, it } from 'vitest';
import { CART_KEY, addCartLine, clearCart, isStale, readCart, removeCartLine } from './cart-store';

const euros = {
  currency: 'EUR',
  way: 'collect' as const,
  amount: '95',
  side: 'gbp' as const,
  rate: '1.1650',
};

describe('the cart in browser storage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps lines under the key "purchase", priced with the shared pricing module', () => {
    expect(addCartLine(euros)).toBeNull();
    const [line] = readCart();
    expect(line).toMatchObject({
      currency: 'EUR',
      gbp: '100.00',
      foreign: '116.50',
      rate: '1.1650',
    });
    expect(JSON.parse(localStorage.getItem(CART_KEY)!)).toHaveLength(1);
  });

  it("says 'Please give correct amount' for an amount of zero or less", () => {
    expect(addCartLine({ ...euros, amount: '0' })).toBe('Please give correct amount');
    expect(addCartLine({ ...euros, amount: '-5' })).toBe('Please give correct amount');
    expect(readCart()).toEqual([]);
  });

  it("says 'Please clear your cart' for a fifth line of the same way", () => {
    for (let i = 0; i < 4; i += 1) expect(addCartLine(euros)).toBeNull();
    expect(addCartLine(euros)).toBe('Please clear your cart');
    // The other way has its own four.
    expect(addCartLine({ ...euros, way: 'sell', side: 'foreign', rate: '1.2100' })).toBeNull();
    expect(readCart()).toHaveLength(5);
  });

  it('removes one line, or clears one way', () => {
    addCartLine(euros);
    addCartLine({ ...euros, currency: 'USD', rate: '1.2700' });
    addCartLine({ ...euros, way: 'sell', side: 'foreign', rate: '1.2100' });
    removeCartLine(readCart()[0]!.id);
    expect(readCart().map((line) => line.currency)).toEqual(['USD', 'EUR']);
    clearCart('collect');
    expect(readCart().map((line) => line.way)).toEqual(['sell']);
  });

  it('ignores whatever in storage is not a cart line', () => {
    localStorage.setItem(CART_KEY, JSON.stringify([{ currencyMy: '100' }, 'x']));
    expect(readCart()).toEqual([]);
    localStorage.setItem(CART_KEY, '{not json');
    expect(readCart()).toEqual([]);
  });

  it('counts a line quoted more than 30 minutes ago as stale', () => {
    addCartLine(euros, new Date('2026-11-22T10:00:00Z'));
    const [line] = readCart();
    expect(isStale(line!, Date.parse('2026-11-22T10:29:00Z'))).toBe(false);
    expect(isStale(line!, Date.parse('2026-11-22T10:31:00Z'))).toBe(true);
  });
});
