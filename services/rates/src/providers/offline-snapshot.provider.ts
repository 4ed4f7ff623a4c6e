import { createHash } from 'node:crypto';
import { Decimal, RoundingMode, decimalPlaces } from '@fx/contracts';
import { RATES_SNAPSHOT } from '../currencies/rates-snapshot';
import { ProviderError } from './rate-provider';
import type { RateProvider } from './rate-provider';

export interface OfflineSnapshotOptions {
  /**
   * Moves each rate by up to ±driftPct % so that refreshes visibly change something in a demo
   * without the network. 0 (the default) serves the snapshot exactly.
   */
  driftPct?: number;
  clock?: () => Date;
}

const NAME = 'offline-snapshot';
/** 2^48: the hash's first six bytes read as an integer are below this. */
const HASH_RANGE = new Decimal(2).pow(48);

/**
 * The bundled, dated snapshot of market rates (`rates-snapshot.json`), for running with no network.
 * The drift, when asked for, is deterministic: the same currency in the same minute gets the same
 * rate on every instance, so two replicas never disagree.
 */
export class OfflineSnapshotProvider implements RateProvider {
  readonly name = NAME;
  private readonly snapshot = new Map(
    [...RATES_SNAPSHOT.currencies, ...RATES_SNAPSHOT.available].map((c) => [c.code, c.marketRate]),
  );
  private readonly driftPct: Decimal;
  private readonly clock: () => Date;

  constructor(options: OfflineSnapshotOptions = {}) {
    const driftPct = options.driftPct ?? 0;
    if (!Number.isFinite(driftPct) || driftPct < 0 || driftPct >= 100) {
      throw new Error(
        `offline-snapshot: driftPct must be at least 0 and below 100, got ${driftPct}`,
      );
    }
    this.driftPct = new Decimal(String(driftPct));
    this.clock = options.clock ?? (() => new Date());
  }

  async rateOf(code: string): Promise<string> {
    const rate = this.rateAt(code, this.minute());
    if (rate === undefined) {
      throw new ProviderError(NAME, 'missing-currency', `${code} is not in the bundled snapshot`);
    }
    return rate;
  }

  async ratesOf(
    codes: readonly string[],
  ): Promise<{ rates: Map<string, string>; missing: string[] }> {
    const minute = this.minute();
    const rates = new Map<string, string>();
    const missing: string[] = [];
    for (const code of codes) {
      const rate = this.rateAt(code, minute);
      if (rate === undefined) missing.push(code);
      else rates.set(code, rate);
    }
    return { rates, missing };
  }

  private minute(): number {
    return Math.floor(this.clock().getTime() / 60_000);
  }

  /**
   * The snapshot rate moved by snapshot × u × driftPct / 100, u in [-1, 1) from a hash of
   * (code, minute). The move is cut (rounded toward zero) to the snapshot's own decimals, so the
   * rate keeps its usual look and never strays past ±driftPct.
   */
  private rateAt(code: string, minute: number): string | undefined {
    const snapshotRate = this.snapshot.get(code);
    if (snapshotRate === undefined || this.driftPct.eq(0)) return snapshotRate;
    const places = decimalPlaces(snapshotRate);
    const base = new Decimal(snapshotRate);
    const digest = createHash('sha256').update(`${code}:${minute}`).digest();
    const u = new Decimal(digest.readUIntBE(0, 6)).div(HASH_RANGE).times(2).minus(1);
    const move = base.times(u).times(this.driftPct).div(100).round(places, RoundingMode.down);
    return base.plus(move).toFixed(places);
  }
}
