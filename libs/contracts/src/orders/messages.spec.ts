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
    ['1234567.5', '£1,234,567.50'],
    ['100000', '£100,000'],
    ['999.999', '£1,000.00'],
  ])('writes %s as %s, pence only where there are some, both digits of them', (amount, text) => {
    expect(pounds(amount)).toBe(text);
  });
});

describe('pounds written out by hand', () => {
  const intl = (places: number) =>
    new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: 'GBP',
      minimumFractionDigits: places,
      maximumFractionDigits: places,
    });

  it("reads as Intl's en-GB pounds for amounts of every size", () => {
    const amounts = ['0.01', '0.5', '1', '12.345', '999', '1000', '1000.05', '25000', '987654.32'];
    for (const amount of amounts) {
      const places = Number(amount) % 1 === 0 ? 0 : 2;
      expect(pounds(amount)).toBe(intl(places).format(amount as `${number}`));
    }
  });
});
