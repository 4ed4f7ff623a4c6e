import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import type {
  BureauSettings,
  OrderSettings,
  PaymentSettings,
  SiteEdits,
  SiteEditsState,
  SiteSettings,
} from '@fx/contracts';
import { bureauFromEnv } from '@fx/contracts';
import { RpcClient } from '@fx/service-kit';
import { GATEWAY_ENV } from '../config/gateway-env.token';
import type { GatewayEnv } from '../config/env';
import { Remembered } from './remembered';

/** Staff's edits before the identity service has answered. */
const NO_EDITS: SiteEditsState['edits'] = Object.freeze({});

/** How long the orders service's numbers are reused before it is asked again. */
const ORDER_SETTINGS_TTL_MS = 60_000;
/** How long the payments service's settings are reused before it is asked again. */
const PAYMENT_SETTINGS_TTL_MS = 60_000;
/**
 * While the payments service has never answered, the site offers no card payment: reserve and pay
 * in store still works, and nothing is promised that cannot be started.
 */
const NO_CARDS: PaymentSettings = Object.freeze({
  cards: false,
  creditCards: false,
  checkoutExpiryMinutes: 30,
});
/** How long staff's edits are reused: another gateway instance shows a change within this. */
const STAFF_EDITS_TTL_MS = 15_000;

/**
 * The site's settings: the bureau from the gateway's SITE_* settings, with what staff changed on
 * the Site settings screen (identity service) over them, and the order numbers from the orders
 * service that enforces them.
 */
@Injectable()
export class SiteSettingsService {
  private readonly bureau: BureauSettings;
  private readonly orders: Remembered<OrderSettings>;
  private readonly payments: Remembered<PaymentSettings>;
  private readonly staff: Remembered<SiteEditsState>;
  private merged?: {
    orders: OrderSettings;
    payments: PaymentSettings;
    edits: SiteEditsState['edits'];
    site: SiteSettings;
  };

  constructor(
    @Inject(GATEWAY_ENV) env: GatewayEnv,
    private readonly rpc: RpcClient,
  ) {
    this.bureau = bureauFromEnv(env);
    this.orders = new Remembered(() => rpc.request('orders.settings', {}), ORDER_SETTINGS_TTL_MS);
    this.payments = new Remembered(
      () => rpc.request('payments.settings', {}),
      PAYMENT_SETTINGS_TTL_MS,
    );
    this.staff = new Remembered(() => rpc.request('identity.site.get', {}), STAFF_EDITS_TTL_MS);
  }

  /** The payments service's settings, or undefined while it has never answered. */
  paymentSettings(): Promise<PaymentSettings | undefined> {
    return this.payments.soon();
  }

  /** The settings, or 503 while the orders service has never answered. */
  async current(): Promise<SiteSettings> {
    const [orders, payments, staff] = await Promise.all([
      this.orders.get().catch((error: unknown) => {
        throw new ServiceUnavailableException(
          "The site's settings are not available yet; please try again in a moment.",
          { cause: error },
        );
      }),
      this.payments.soon(),
      this.staff.soon(),
    ]);
    return this.withEdits(orders, payments ?? NO_CARDS, staff?.edits ?? NO_EDITS);
  }

  /**
   * For a page being served, which must not wait on a service that is down: what is known at
   * once. Undefined when the orders service has never answered: the SPA then asks GET /site.
   */
  async forPage(): Promise<SiteSettings | undefined> {
    const [orders, payments, staff] = await Promise.all([
      this.orders.soon(),
      this.payments.soon(),
      this.staff.soon(),
    ]);
    return orders
      ? this.withEdits(orders, payments ?? NO_CARDS, staff?.edits ?? NO_EDITS)
      : undefined;
  }

  /**
   * The brand alone (the web app manifest and its icons): the SITE_* settings with staff's
   * tagline when the identity service has told it, so it waits on no other service.
   */
  async brand(): Promise<SiteSettings['brand']> {
    const staff = await this.staff.soon();
    const { brand } = this.bureau;
    return { ...brand, tagline: staff?.edits.tagline ?? brand.tagline };
  }

  /** Staff's change (audited by the identity service); this instance shows it at once. */
  async edit(edits: SiteEdits, changedBy: string): Promise<SiteEditsState> {
    const before = await this.current();
    const showing: SiteEditsState['edits'] = {
      tagline: before.brand.tagline,
      ...before.social,
      moneyTransfersUrl: before.moneyTransfersUrl,
    };
    const shown = Object.fromEntries(
      Object.keys(edits).map((field) => [field, showing[field as keyof typeof showing]]),
    );
    const state = await this.rpc.request('identity.site.update', { edits, shown, changedBy });
    this.staff.set(state);
    return state;
  }

  /** What staff have set and the latest changes, asked now. */
  async staffEdits(): Promise<SiteEditsState> {
    const state = await this.rpc.request('identity.site.get', {});
    this.staff.set(state);
    return state;
  }

  /**
   * The settings made of these numbers and edits: the same object while they stay the same, so
   * what is made of it per page (the page's shell, its compressed forms) is found again.
   */
  private withEdits(
    orders: OrderSettings,
    payments: PaymentSettings,
    edits: SiteEditsState['edits'],
  ): SiteSettings {
    const last = this.merged;
    if (last?.orders === orders && last.payments === payments && last.edits === edits)
      return last.site;
    const site = this.merge(orders, payments, edits);
    this.merged = { orders, payments, edits, site };
    return site;
  }

  private merge(
    orders: OrderSettings,
    payments: PaymentSettings,
    edits: SiteEditsState['edits'],
  ): SiteSettings {
    const { brand, social } = this.bureau;
    return {
      ...this.bureau,
      brand: { ...brand, tagline: edits.tagline ?? brand.tagline },
      social: {
        facebook: edits.facebook !== undefined ? edits.facebook : social.facebook,
        instagram: edits.instagram !== undefined ? edits.instagram : social.instagram,
        x: edits.x !== undefined ? edits.x : social.x,
      },
      moneyTransfersUrl:
        edits.moneyTransfersUrl !== undefined
          ? edits.moneyTransfersUrl
          : this.bureau.moneyTransfersUrl,
      orders,
      payments,
    };
  }
}
