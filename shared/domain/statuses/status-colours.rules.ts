import type { DisplayStatus } from './display-status.rules';
import type { ShipmentStatus } from './shipment-status.rules';

/**
 * One colour per status (orders §4; values not shown, ours). Expressed in Cloudscape's own
 * vocabulary so the web app passes them straight to <StatusIndicator type> and <Badge color>;
 * the types are restated here because shared/ must not import React components.
 */
export type StatusIndicatorType =
  'error' | 'warning' | 'success' | 'info' | 'stopped' | 'pending' | 'in-progress' | 'loading';
export type BadgeColour =
  'blue' | 'grey' | 'green' | 'red' | 'severity-high' | 'severity-medium' | 'severity-low' | 'severity-neutral';

export interface StatusColour {
  indicator: StatusIndicatorType;
  badge: BadgeColour;
}

export const DISPLAY_STATUS_COLOURS: Readonly<Record<DisplayStatus, StatusColour>> = {
  Archived: { indicator: 'stopped', badge: 'grey' },
  Cancelled: { indicator: 'stopped', badge: 'grey' },
  Deleted: { indicator: 'stopped', badge: 'grey' },
  'On Hold': { indicator: 'warning', badge: 'severity-medium' },
  New: { indicator: 'pending', badge: 'blue' },
  'In Transit': { indicator: 'in-progress', badge: 'blue' },
  'Out for delivery': { indicator: 'in-progress', badge: 'severity-low' },
  Delivered: { indicator: 'success', badge: 'green' },
  Returned: { indicator: 'warning', badge: 'severity-high' },
  'Failed to Deliver': { indicator: 'error', badge: 'red' },
  'Awaiting Shipment': { indicator: 'info', badge: 'severity-neutral' },
  Reshipped: { indicator: 'in-progress', badge: 'blue' },
  Refunded: { indicator: 'stopped', badge: 'grey' },
  Denied: { indicator: 'error', badge: 'red' },
};

export const SHIPMENT_STATUS_COLOURS: Readonly<Record<ShipmentStatus, StatusColour>> = {
  pendingQuote: { indicator: 'pending', badge: 'grey' },
  quoted: { indicator: 'info', badge: 'blue' },
  processing: { indicator: 'loading', badge: 'severity-neutral' },
  failure: { indicator: 'error', badge: 'red' },
  booked: { indicator: 'success', badge: 'blue' },
  dispatched: { indicator: 'in-progress', badge: 'blue' },
  in_transit: { indicator: 'in-progress', badge: 'blue' },
  out_for_delivery: { indicator: 'in-progress', badge: 'severity-low' },
  delivered: { indicator: 'success', badge: 'green' },
  return_to_sender: { indicator: 'warning', badge: 'severity-high' },
  pre_transit: { indicator: 'info', badge: 'severity-neutral' },
  unknown: { indicator: 'info', badge: 'grey' },
  available_for_pickup: { indicator: 'error', badge: 'red' },
  awaiting_shipment: { indicator: 'info', badge: 'severity-neutral' },
  cancelled: { indicator: 'stopped', badge: 'grey' },
  holding: { indicator: 'pending', badge: 'blue' },
  pending: { indicator: 'warning', badge: 'severity-medium' },
  error: { indicator: 'error', badge: 'red' },
  archived: { indicator: 'stopped', badge: 'grey' },
};
