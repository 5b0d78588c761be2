/** How long a writer keeps retrying lost races: well inside the label worker's 60 s timeout. */
export const RACE_BUDGET_MS = 30_000;

/**
 * Optimistic retries bounded by time rather than by count: with many writers on one wallet each
 * round has one winner, so the number of rounds grows with the writers. Between rounds a random
 * wait (full jitter, growing to 250 ms) spreads the racers out.
 */
export function raceBudget(ms = RACE_BUDGET_MS) {
  const end = Date.now() + ms;
  let lost = 0;
  return {
    get open(): boolean {
      return lost === 0 || Date.now() < end;
    },
    async retry(): Promise<void> {
      const wait = Math.random() * Math.min(250, 10 * 2 ** lost++);
      await new Promise((resolve) => setTimeout(resolve, wait));
    },
  };
}
