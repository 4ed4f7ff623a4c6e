import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import type { OrderSettings, SiteSettings } from '@fx/contracts';
import { RpcClient, bureauFromEnv } from '@fx/service-kit';
import type { BureauSettings } from '@fx/contracts';
import { GATEWAY_ENV } from '../config/gateway-env.token';
import type { GatewayEnv } from '../config/env';

/** How long the orders service's numbers are reused before it is asked again. */
const ORDER_SETTINGS_TTL_MS = 60_000;
/** A page served while the orders service has never answered asks it again after this long. */
const PAGE_RETRY_AFTER_FAILURE_MS = 5000;

/**
 * The site's settings: the bureau from the gateway's SITE_* settings, and the order numbers from
 * the orders service that enforces them (asked at most once a minute; the last answer is kept
 * while it cannot answer).
 */
@Injectable()
export class SiteSettingsService {
  private readonly bureau: BureauSettings;
  private orders?: { settings: OrderSettings; fetchedAt: number };
  private asking?: Promise<OrderSettings>;
  private failedAt = 0;

  constructor(
    @Inject(GATEWAY_ENV) env: GatewayEnv,
    private readonly rpc: RpcClient,
  ) {
    this.bureau = bureauFromEnv(env);
  }

  async current(): Promise<SiteSettings> {
    return { ...this.bureau, orders: await this.orderSettings() };
  }

  /**
   * For a page being served, which must not wait on a service that is down: what is known at
   * once (refreshed behind it when old), else one ask, unless one failed in the last seconds.
   * Undefined when the orders service has never answered: the SPA then asks GET /site itself.
   */
  async forPage(): Promise<SiteSettings | undefined> {
    const known = this.orders;
    if (known) {
      if (Date.now() - known.fetchedAt >= ORDER_SETTINGS_TTL_MS)
        void this.current().catch(() => {});
      return { ...this.bureau, orders: known.settings };
    }
    if (Date.now() - this.failedAt < PAGE_RETRY_AFTER_FAILURE_MS) return undefined;
    return this.current().catch(() => undefined);
  }

  private async orderSettings(): Promise<OrderSettings> {
    const known = this.orders;
    if (known && Date.now() - known.fetchedAt < ORDER_SETTINGS_TTL_MS) return known.settings;
    this.asking ??= this.rpc
      .request('orders.settings', {})
      .then((settings) => {
        this.orders = { settings, fetchedAt: Date.now() };
        return settings;
      })
      .finally(() => {
        this.asking = undefined;
      });
    try {
      return await this.asking;
    } catch (error) {
      this.failedAt = Date.now();
      if (known) return known.settings;
      throw new ServiceUnavailableException(
        "The site's settings are not available yet; please try again in a moment.",
        { cause: error },
      );
    }
  }
}
