import { isCustomersCard } from './cardholder-name';

const ADA = { firstName: 'Ada', lastName: 'Lovelace' };

describe('isCustomersCard', () => {
  it.each([
    'Ada Lovelace',
    'ADA LOVELACE',
    '  ada   lovelace ',
    'Ada King Lovelace',
    'Dr Ada K. Lovelace',
    'A Lovelace',
    'A. K. LOVELACE',
    'Lovelace, Ada',
  ])('takes %p as the card of Ada Lovelace', (card) => {
    expect(isCustomersCard(card, ADA)).toBe(true);
  });

  it.each(['Charles Babbage', 'Ada Byron', 'Lovelace', 'B Lovelace', 'Adam Lovelace', ''])(
    'refuses %p as the card of Ada Lovelace',
    (card) => {
      expect(isCustomersCard(card, ADA)).toBe(false);
    },
  );

  it('sets accents, apostrophes and hyphens aside, on either side', () => {
    const customer = { firstName: 'Zoë', lastName: "O'Brien-Núñez" };
    expect(isCustomersCard('ZOE OBRIEN NUNEZ', customer)).toBe(true);
    expect(isCustomersCard('Z. O’Brien-Nunez', customer)).toBe(true);
    expect(isCustomersCard('Zoe Nunez', customer)).toBe(false);
  });

  it('needs every word of a first name of two, unless only its initial is given', () => {
    const customer = { firstName: 'Mary Jane', lastName: 'Watson' };
    expect(isCustomersCard('Mary Jane Watson', customer)).toBe(true);
    expect(isCustomersCard('M J Watson', customer)).toBe(true);
    expect(isCustomersCard('Jane Watson', customer)).toBe(false);
  });
});
