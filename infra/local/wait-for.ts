/** Polls `probe` until it resolves; rejects with the last error after `timeoutMs`. */
export async function waitFor(
  probe: () => Promise<unknown>,
  opts: { timeoutMs: number; what: string; intervalMs?: number },
): Promise<void> {
  const deadline = Date.now() + opts.timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      await probe();
      return;
    } catch (err) {
      lastError = err;
      if (err instanceof Error && /Java was not found|exited with code/.test(err.message)) throw err;
    }
    if (Date.now() > deadline) {
      throw new Error(`${opts.what} did not become ready in ${opts.timeoutMs} ms: ${String(lastError)}`);
    }
    await new Promise((r) => setTimeout(r, opts.intervalMs ?? 150));
  }
}
