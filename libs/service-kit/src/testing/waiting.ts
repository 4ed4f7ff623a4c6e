/** Polls until `check` returns a value that is not undefined/false, or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 10_000,
  intervalMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(
    `condition not met within ${timeoutMs} ms${lastError instanceof Error ? `: ${lastError.message}` : ''}`,
  );
}

/**
 * Waits until every path answers 2xx on a server the test started as a process (a gateway); if
 * one never does, the error carries `output()`, what the processes printed.
 */
export async function waitForHttp(
  base: string,
  paths: readonly string[],
  output: () => string,
  timeoutMs = 60_000,
): Promise<void> {
  const answers = (path: string) =>
    fetch(`${base}${path}`).then(
      (response) => response.ok,
      () => false,
    );
  await eventually(
    async () => {
      for (const path of paths) if (!(await answers(path))) return false;
      return true;
    },
    timeoutMs,
    250,
  ).catch((error: Error) => {
    throw new Error(`${error.message}
${output()}`);
  });
}
