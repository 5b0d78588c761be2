import { formatDateTime } from '#domain/dates/date-format.rules';
import { STORE_PLATFORM_NAMES } from '#domain/stores/store-platforms.rules';
import type { StoreConnectionStatus } from '#domain/stores/store-connection';
import type { StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';

/** Platform names as merchants know them (accounts §1 keys → brand names). */
export const PLATFORM_LABELS = STORE_PLATFORM_NAMES;

export const STATUS_INDICATORS: Record<StoreConnectionStatus, { type: StatusIndicatorProps.Type; text: string }> = {
  connected: { type: 'success', text: 'Connected' },
  error: { type: 'error', text: 'Error' },
  disconnected: { type: 'stopped', text: 'Disconnected' },
};

const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Accounts §9 date-time format MM/DD/YYYY hh:mm A, in the browser's zone; '-' when never. */
export function formatWhen(iso: string | null | undefined): string {
  const d = iso ? new Date(iso) : null;
  return d && !Number.isNaN(d.getTime()) ? formatDateTime(d, TIME_ZONE) : '-';
}
