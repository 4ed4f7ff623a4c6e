import type { SiteSettings } from '@fx/contracts';
import { EXAMPLE_BUREAU } from '@fx/contracts/site/example';
import { DEFAULT_BUY_BACK_SETTINGS, DEFAULT_DELIVERY_SETTINGS } from '@fx/contracts/web';

/** What the gateway serves with no SITE_* settings and the orders service's defaults. */
export const exampleSiteSettings: SiteSettings = {
  ...EXAMPLE_BUREAU,
  orders: {
    minGbp: '50',
    maxGbp: '5000',
    rateGuaranteeHours: 24,
    maxLines: 4,
    linkedLimitGbp: '10000',
    linkedWindowDays: 90,
    delivery: { ...DEFAULT_DELIVERY_SETTINGS, closedDays: [] },
    buyBack: DEFAULT_BUY_BACK_SETTINGS,
    cancellationFeeGbp: '0',
    // EUR 15,000 at the example rate of 1.1339 EUR per GBP (the previous working day's close).
    dueDiligence: {
      houseIdThresholdGbp: '1000',
      statutoryThresholdEur: '15000',
      statutoryThresholdGbp: '13228.68',
      eurRateDay: '2026-11-25',
      cashDeclarationGbp: '10000',
    },
  },
  // Card payments off, as a bureau without an acquirer: the tests of paying now turn them on.
  payments: { cards: false, creditCards: false, checkoutExpiryMinutes: 30 },
};
