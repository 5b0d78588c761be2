/**
 * What an international profile fills in a shipment (accounts §3 "the international settings plus
 * profileName and isDefault"), and the default profile new orders bound abroad take. Apart from the
 * profile list's rules so the order routes that apply it carry only this.
 */
import { DEFAULT_COUNTRY, isInternational } from '../address/address-classification.rules';
import type { InternationalSettings } from '../shipments/shipment.schema';
import { TEXT_MAX } from '../validation/bounded.schema';
import type { InternationalProfileForm } from './international-profile-form.schema';

export function defaultProfileOf<P extends { isDefault: boolean }>(profiles: readonly P[]): P | undefined {
  return profiles.find((p) => p.isDefault);
}

/** What of a profile fills a shipment: its name and its customs fields. */
export type ProfileCustoms = Pick<
  InternationalProfileForm,
  'profileName' | 'contentType' | 'nonDelivery' | 'htsCode' | 'quantity' | 'countryOfOrigin'
>;

const OPTIONAL_CUSTOMS = ['contentType', 'nonDelivery', 'quantity', 'countryOfOrigin'] as const;

/** A shipment's internationalSettings (orders §3) from a profile: the profile's name and its customs fields. */
export function internationalSettingsFromProfile(profile: ProfileCustoms): InternationalSettings {
  // The shipment keeps an HTS label of at most TEXT_MAX.id; a profile's may be longer (its picker's).
  const htsCode = { ...profile.htsCode, label: profile.htsCode.label.slice(0, TEXT_MAX.id) };
  const settings: Record<string, unknown> = { profileName: profile.profileName, htsCode };
  // A profile's quantity is at least 1, so an empty field is the only falsy one.
  for (const key of OPTIONAL_CUSTOMS) if (profile[key]) settings[key] = profile[key];
  return settings as InternationalSettings;
}

/** Whether a shipment's customs are still blank: no settings at all, or an object with nothing in it. */
function hasNoCustoms(settings: InternationalSettings | null | undefined): boolean {
  return !settings || Object.values(settings).every((v) => v === undefined || v === null || v === '');
}

/** Where an order goes from and to; a missing origin is the spec's default country (us). */
export interface OrderRoute {
  origin?: string | null;
  destination?: string | null;
}

/** Whether a new order would take the default profile: bound abroad with a shipment lacking customs. */
export function wantsDefaultProfile(
  shipments: readonly { internationalSettings?: InternationalSettings | null }[],
  route: OrderRoute,
): boolean {
  return (
    isInternational(route.origin ?? DEFAULT_COUNTRY, route.destination) &&
    shipments.some((s) => hasNoCustoms(s.internationalSettings))
  );
}

/** The shipments with the profile's customs on each one that came without any. */
export function fillBlankCustoms<S extends { internationalSettings?: InternationalSettings | null }>(
  shipments: readonly S[],
  profile: ProfileCustoms | undefined,
): S[] {
  return shipments.map((s) =>
    profile && hasNoCustoms(s.internationalSettings)
      ? { ...s, internationalSettings: internationalSettingsFromProfile(profile) }
      : s,
  );
}

/**
 * A new order's shipments with the account's default profile (accounts §3 "reusable on shipments"): an
 * order bound abroad (origin and destination countries differ, as the submit checks read them) takes the
 * default's customs on every shipment that came without any; a shipment that brought its own keeps them,
 * and a domestic order or an account without profiles is left as sent.
 */
export function withDefaultInternationalProfile<S extends { internationalSettings?: InternationalSettings | null }>(
  shipments: readonly S[],
  route: OrderRoute,
  defaultProfile: ProfileCustoms | undefined,
): S[] {
  return wantsDefaultProfile(shipments, route) ? fillBlankCustoms(shipments, defaultProfile) : [...shipments];
}
