import { pounds } from './messages';

describe('an amount of pounds as a customer reads it', () => {
  it.each([
    ['50', '£50'],
    ['5000', '£5,000'],
    ['49.50', '£49.50'],
    ['2.5', '£2.50'],
    ['4.99', '£4.99'],
    ['750.00', '£750'],
    ['0', '£0'],
  ])('writes %s as %s, pence only where there are some, both digits of them', (amount, text) => {
    expect(pounds(amount)).toBe(text);
  });
});
