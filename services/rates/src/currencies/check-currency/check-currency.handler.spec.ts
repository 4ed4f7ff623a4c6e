import { WRONG_CURRENCY_MESSAGE } from '@fx/contracts';
import { DomainError } from '@fx/service-kit';
import { ProviderError } from '../../providers/rate-provider';
import type { RateProvider } from '../../providers/rate-provider';
import { CheckCurrencyHandler } from './check-currency.handler';
import { CheckCurrencyQuery } from './check-currency.query';

/** A provider that prices EUR only, and is down for ISK. */
const provider: RateProvider = {
  name: 'test-provider',
  rateOf: (code) => {
    if (code === 'EUR') return Promise.resolve('1.1642');
    if (code === 'ISK')
      return Promise.reject(new ProviderError('test-provider', 'timeout', 'slow'));
    return Promise.reject(new ProviderError('test-provider', 'missing-currency', 'no rate'));
  },
  ratesOf: () => Promise.reject(new Error('not used')),
};

const check = (code: string) =>
  new CheckCurrencyHandler(provider).execute(new CheckCurrencyQuery(code));

describe("the dashboard's currency check", () => {
  it("answers the provider's market rate for 1 GBP, naming the provider", async () => {
    await expect(check('EUR')).resolves.toEqual({
      code: 'EUR',
      marketRate: '1.1642',
      provider: 'test-provider',
    });
  });

  it.each([
    ['a code that is not ISO 4217', 'EURO'],
    ['the base currency', 'GBP'],
    ['a code the provider has no rate for', 'XAU'],
    ['a code the provider could not answer for', 'ISK'],
  ])("says 'Wrong currency tried' on the code field for %s", async (_label, code) => {
    const refused = await check(code).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({
      code: 'CURRENCY_INVALID',
      message: WRONG_CURRENCY_MESSAGE,
      details: [{ field: 'code', message: WRONG_CURRENCY_MESSAGE }],
    });
  });
});
