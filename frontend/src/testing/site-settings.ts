import type { SiteSettings } from '@fx/contracts';
import { EXAMPLE_BUREAU } from '@fx/contracts/site/example';

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
  },
};
