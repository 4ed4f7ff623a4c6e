import { describe, expect, it } from 'vitest';
import {
  EMPTY_DUE_DILIGENCE,
  dueDiligenceErrors,
  dueDiligenceNeeds,
  serverDueDiligenceErrors,
} from './due-diligence';

const settings = {
  houseIdThresholdGbp: '1000',
  statutoryThresholdEur: '15000',
  statutoryThresholdGbp: '13228.68',
  eurRateDay: '2026-11-25',
  cashDeclarationGbp: '10000',
};

describe('due diligence on the order form', () => {
  it('needs ID from the house threshold, the questions from the statutory one: just below and at', () => {
    expect(dueDiligenceNeeds(settings, '999.99')).toEqual({
      id: false,
      cashDeclaration: false,
      enhanced: false,
    });
    expect(dueDiligenceNeeds(settings, '1000.00').id).toBe(true);
    expect(dueDiligenceNeeds(settings, '9999.99').cashDeclaration).toBe(false);
    expect(dueDiligenceNeeds(settings, '10000').cashDeclaration).toBe(true);
    expect(dueDiligenceNeeds(settings, '13228.67').enhanced).toBe(false);
    expect(dueDiligenceNeeds(settings, '13228.68').enhanced).toBe(true);
  });

  it('takes a date of birth of someone 18 today, not a day younger', () => {
    const asked = { enhanced: false, dateOfBirth: true };
    const born = (dateOfBirth: string) =>
      dueDiligenceErrors({ ...EMPTY_DUE_DILIGENCE, dateOfBirth }, asked, '2026-11-26');
    expect(born('2008-11-26')).toEqual({});
    expect(born('2008-11-27').dateOfBirth).toBe('You must be 18 or over to order');
    expect(born('').dateOfBirth).toBe('Enter your date of birth');
  });

  it('sorts the server’s refusals to their fields, and asks on `dueDiligence` itself', () => {
    expect(
      serverDueDiligenceErrors([
        { field: 'dueDiligence.nationality', message: 'must be a two-letter country code' },
        { field: 'dateOfBirth', message: 'must be a date' },
        { field: 'customer.email', message: 'Enter an e-mail' },
      ]),
    ).toEqual({
      ask: true,
      errors: { nationality: 'must be a two-letter country code', dateOfBirth: 'must be a date' },
    });
    expect(serverDueDiligenceErrors([{ field: 'dueDiligence', message: 'Answer' }])).toEqual({
      ask: true,
      errors: { answers: 'Answer' },
    });
    expect(serverDueDiligenceErrors([{ field: 'phone', message: 'x' }]).ask).toBe(false);
  });
});
