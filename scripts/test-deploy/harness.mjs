// The deploy test's bookkeeping: named checks, what they measured, and the helpers every check
// uses. Knows nothing of the stack under test (the run says what a failed check should show).
export const started = Date.now();
export const results = [];
export const measures = [];
let stopEverything = false;
let describeState = () => '';

export const log = (line) => process.stdout.write(`${line}\n`);
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** What a failed check logs under its message (the containers' states): set once by the run. */
export function describeFailuresWith(describe) {
  describeState = describe;
}

/** Skips every check from now on (an interrupted run). */
export function stopChecks() {
  stopEverything = true;
}

/** One named check: passes unless it throws; a failed essential check stops the rest. */
export async function check(name, work, { essential = false } = {}) {
  if (stopEverything) {
    results.push({ name, ok: false, skipped: true });
    log(`skip - ${name} (an earlier essential check failed)`);
    return undefined;
  }
  const t = Date.now();
  try {
    const detail = await work();
    results.push({ name, ok: true });
    log(`ok   - ${name}${detail ? `: ${detail}` : ''} (${seconds(Date.now() - t)})`);
    return detail;
  } catch (error) {
    results.push({ name, ok: false });
    log(`FAIL - ${name}: ${error.message}`);
    log(describeState().replace(/^/gm, '       '));
    if (essential) stopEverything = true;
    return undefined;
  }
}

export function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/** The run's end: what it measured (and `more` lines), its time and "N passed, N failed". */
export function summarise(more = []) {
  log('\n━━ measured ━━');
  for (const line of [...measures, ...more]) log(`  ${line}`);
  log(`  whole run: ${seconds(Date.now() - started)}`);
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  log(`\n${passed} passed, ${failed} failed`);
  return failed;
}
