/** Freight/LTL constants (orders §3, §9). */
export const FREIGHT_ACCESSORIAL_CODES = {
  residentialDelivery: 14,
  liftGateDelivery: 12,
  insideDelivery: 15,
  notifyPriorToArrival: 17,
  sortAndSegregate: 108,
  appointmentDelivery: 153,
  appointmentPickup: 152,
  protectFromFreeze: 116,
} as const;
export type FreightAccessorial = keyof typeof FREIGHT_ACCESSORIAL_CODES;

/** Freight quote options.declared_value default (orders §3, §9), in dollars as the quote form holds it. */
export const DEFAULT_DECLARED_VALUE = 4000;

/** Freight ships within the USA only (orders §9). */
export const FREIGHT_COUNTRIES = ['US'] as const;
