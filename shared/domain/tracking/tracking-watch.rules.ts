import { TERMINAL_TRACKING_STATUSES } from './tracking-progress.rules';

/**
 * How long a labelled shipment may go without a carrier event before the polling fallback asks the
 * carrier (webhooks lost): six hours. Carriers scan a moving parcel several times a day; a quieter
 * one is asked at most four times a day, which keeps the hourly run's work bounded.
 */
export const TRACKING_QUIET_MS = 6 * 60 * 60 * 1000;

/** The instant a shipment last heard of at `at` is next due a poll. */
export function nextCheckAfter(at: Date | string, quietMs = TRACKING_QUIET_MS): string {
  return new Date(new Date(at).getTime() + quietMs).toISOString();
}

/** A shipment in this status is no longer watched: its journey ended. */
export function trackingEnded(status: string): boolean {
  return TERMINAL_TRACKING_STATUSES.includes(status);
}
