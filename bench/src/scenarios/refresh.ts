import type { CurrencyTable, RateRefreshed } from '@fx/contracts';
import { AuthEmulator } from '@fx/service-kit/dist/testing/auth-emulator';
import type { BenchStack } from '../bench-stack';
import type { EventWatch } from '../events';
import { percentile, round } from '../load';
import type { ScenarioRow } from '../report';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Headers of an admin: Google sign-in on the emulator as the bootstrap admin, and the staff gate. */
async function adminHeaders(stack: BenchStack): Promise<Record<string, string>> {
  const { idToken } = await new AuthEmulator(stack.authEmulatorHost).signInWithGoogle(
    stack.admin.email,
  );
  const headers: Record<string, string> = {
    authorization: `Bearer ${idToken}`,
    'content-type': 'application/json',
  };
  if (stack.admin.gateUsername) {
    const gate = await fetch(`${stack.baseUrl}/api/v1/access-gate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: stack.admin.gateUsername,
        password: stack.admin.gatePassword,
      }),
    });
    if (!gate.ok) throw new Error(`the staff gate answered ${gate.status}`);
    headers['x-access-gate'] = ((await gate.json()) as { token: string }).token;
  }
  const me = await fetch(`${stack.baseUrl}/api/v1/me`, { method: 'POST', headers, body: '{}' });
  if (!me.ok) throw new Error(`signing in the admin answered ${me.status}`);
  return headers;
}

export interface RefreshResults {
  rows: ScenarioRow[];
  currencies: number;
  worstMs: number;
}

/**
 * Scenario 5: live mode on with a short interval; for each tick, the time from the refresh's start
 * (the `refreshedAt` every RateRefreshed of that tick carries) to the last currency's event seen.
 */
export async function runRefresh(
  stack: BenchStack,
  watch: EventWatch,
  ticks: number,
): Promise<RefreshResults> {
  const table = (await (await fetch(`${stack.baseUrl}/api/v1/currencies`)).json()) as CurrencyTable;
  const currencies = table.currencies.length;
  const headers = await adminHeaders(stack);
  const setLive = async (enabled: boolean) => {
    const response = await fetch(`${stack.baseUrl}/api/v1/admin/rates/live`, {
      method: 'PUT',
      headers,
      body: JSON.stringify(enabled ? { enabled, intervalSeconds: 3 } : { enabled }),
    });
    if (!response.ok) throw new Error(`live mode answered ${response.status}`);
  };

  const before = watch.of('rate.refreshed').length;
  const completeTicks = () => {
    const byTick = new Map<string, number[]>();
    for (const seen of watch.of('rate.refreshed').slice(before)) {
      const at = (seen.event.payload as RateRefreshed).refreshedAt;
      byTick.set(at, [...(byTick.get(at) ?? []), seen.at]);
    }
    return [...byTick]
      .filter(([, times]) => times.length >= currencies)
      .map(
        ([startedAt, times]) => Math.max(...times) + performance.timeOrigin - Date.parse(startedAt),
      );
  };
  await setLive(true);
  const deadline = Date.now() + 60_000;
  try {
    while (completeTicks().length < ticks && Date.now() < deadline) await sleep(100);
  } finally {
    await setLive(false);
  }
  const durations = completeTicks();
  const worstMs = durations.length > 0 ? Math.max(...durations) : Number.NaN;
  return {
    currencies,
    worstMs,
    rows: [
      {
        scenario: `live refresh of ${currencies} currencies (${durations.length} ticks)`,
        detail: {
          'tick -> all RateRefreshed, median ms': round(percentile(durations, 50)),
          'worst ms': round(worstMs),
        },
      },
    ],
  };
}
