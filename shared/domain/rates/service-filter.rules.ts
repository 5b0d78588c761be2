/** Custom service names, ignored and whitelisted services (accounts §3 rate settings). */
export interface ServiceRef {
  carrier: string;
  service: string;
}

export interface CustomServiceMapping extends ServiceRef {
  customName: string;
}

export interface ServiceSettings {
  customServiceMapping?: readonly CustomServiceMapping[] | null;
  servicesToIgnore?: readonly ServiceRef[] | null;
  whitelistedServices?: readonly ServiceRef[] | null;
  /** Display name for every LocalCourier rate. */
  localCourierServiceName?: string | null;
}

/** Carriers and services compare case- and separator-insensitively ("UPS Ground" = "ups_ground"). */
function norm(s: string | null | undefined): string {
  return (s ?? '').toLowerCase().replace(/[\s_-]+/g, '');
}

export function sameService(a: ServiceRef, b: ServiceRef): boolean {
  return norm(a.carrier) === norm(b.carrier) && norm(a.service) === norm(b.service);
}

/** The name shown for a rate: the custom mapping, else the local courier name, else the service itself. */
export function displayServiceName(rate: ServiceRef & { isLocalCourier?: boolean }, settings: ServiceSettings): string {
  const mapped = settings.customServiceMapping?.find((m) => sameService(m, rate));
  if (mapped?.customName) return mapped.customName;
  if (rate.isLocalCourier && settings.localCourierServiceName) return settings.localCourierServiceName;
  return rate.service;
}

/**
 * A rate is offered unless ignored; when a whitelist exists only whitelisted services are offered.
 * Ignoring wins over whitelisting.
 */
export function isServiceOffered(rate: ServiceRef, settings: ServiceSettings): boolean {
  if (settings.servicesToIgnore?.some((s) => sameService(s, rate))) return false;
  const wl = settings.whitelistedServices;
  return !wl || wl.length === 0 || wl.some((s) => sameService(s, rate));
}

export function filterOfferedRates<R extends ServiceRef>(rates: readonly R[], settings: ServiceSettings): R[] {
  return rates.filter((r) => isServiceOffered(r, settings));
}
