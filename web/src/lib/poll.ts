export interface PollOptions<T> {
  /** Every answer, the first one included. */
  onUpdate: (value: T) => void;
  /** Stops polling (the page went away, a newer run began); the last value seen is returned. */
  cancelled?: () => boolean;
  intervalMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Starts a long piece of server work and asks after it every `intervalMs` until `done` says so:
 * the pattern of the label purchase batches and the print jobs (202, then GET by id).
 */
export async function pollUntilDone<T>(
  start: () => Promise<T>,
  next: (last: T) => Promise<T>,
  done: (value: T) => boolean,
  { onUpdate, cancelled = () => false, intervalMs = 1000, sleep = wait }: PollOptions<T>,
): Promise<T> {
  let value = await start();
  onUpdate(value);
  while (!done(value) && !cancelled()) {
    await sleep(intervalMs);
    if (cancelled()) break;
    value = await next(value);
    if (cancelled()) break;
    onUpdate(value);
  }
  return value;
}
