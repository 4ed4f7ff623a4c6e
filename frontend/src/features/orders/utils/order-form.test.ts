import { describe, expect, it } from 'vitest';
import { EMPTY_DETAILS, fillEmptyDetails } from './order-form';

const known = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '07700 900123',
};

describe('details from the last order', () => {
  it('fill an empty form, e-mail confirmation included', () => {
    expect(fillEmptyDetails(EMPTY_DETAILS, known)).toEqual({
      filled: true,
      details: { ...known, confirmEmail: 'ada@example.com', termsAccepted: false },
    });
  });

  it('never replace what was typed, and leave the e-mail pair alone once either is typed', () => {
    const typed = { ...EMPTY_DETAILS, firstName: 'Grace', confirmEmail: 'grace@example.com' };
    expect(fillEmptyDetails(typed, known).details).toEqual({
      ...typed,
      lastName: 'Lovelace',
      phone: '07700 900123',
    });
  });

  it('say when there was nothing left to fill', () => {
    const full = { ...known, confirmEmail: 'ada@example.com', termsAccepted: true };
    expect(fillEmptyDetails(full, { ...known, firstName: 'Someone' })).toEqual({
      filled: false,
      details: full,
    });
  });
});
