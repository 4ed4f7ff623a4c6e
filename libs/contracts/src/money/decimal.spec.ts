import { toPence } from './decimal';

describe('pounds to pence for a card payment', () => {
  it.each([
    ['412.75', 41_275],
    ['0.1', 10],
    ['2500', 250_000],
  ])('charges %s GBP as %i pence', (gbp, pence) => {
    expect(toPence(gbp)).toBe(pence);
  });

  it('refuses fractions of a penny rather than rounding them', () => {
    expect(() => toPence('1.005')).toThrow('1.005 has fractions of a penny');
  });
});
