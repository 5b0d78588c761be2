/**
 * The sandbox carriers' accelerated clock: a label's journey runs `speed` times faster than real
 * time from the moment it was bought, so a merchant running the app locally watches a three-day
 * journey in minutes while the label's own dates (purchase, ship date) stay real.
 */

/**
 * Locally: 432× — a simulated day in 200 s, a 3-day ground journey in about 10 minutes, and its
 * ten or so scans about one a minute. Deployed sandboxes default to real time (1).
 */
export const LOCAL_SANDBOX_TRACKING_SPEED = 432;
export const DEFAULT_SANDBOX_TRACKING_SPEED = 1;
/** A simulated year a real second is past any use, and keeps dates inside what Date can hold. */
export const MAX_SANDBOX_TRACKING_SPEED = 31_536_000;

/** The journey's clock for a label: purchasedAt + (now − purchasedAt) × speed; before purchase, real time. */
export function simulatedNow(purchasedAt: string, now: Date, speed: number): Date {
  const bought = Date.parse(purchasedAt);
  if (Number.isNaN(bought) || now.getTime() <= bought || speed === 1) return now;
  return new Date(bought + (now.getTime() - bought) * speed);
}

/** SANDBOX_TRACKING_SPEED as a factor: unset is real time; anything but a number in (0, MAX] is a configuration error. */
export function trackingSpeedOf(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_SANDBOX_TRACKING_SPEED;
  const speed = Number(raw);
  if (!Number.isFinite(speed) || speed <= 0 || speed > MAX_SANDBOX_TRACKING_SPEED)
    throw new Error(
      `SANDBOX_TRACKING_SPEED must be a number above 0 and at most ${MAX_SANDBOX_TRACKING_SPEED}: ${raw}`,
    );
  return speed;
}
