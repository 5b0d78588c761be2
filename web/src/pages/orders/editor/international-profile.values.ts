import type { InternationalProfileView } from '#api/international';
import { internationalSettingsFromProfile } from '#domain/international/default-profile.rules';
import type { ShipmentValues } from './order-form.values';

type CustomsValues = Pick<
  ShipmentValues,
  'profileName' | 'contentType' | 'nonDelivery' | 'htsCode' | 'customsQuantity' | 'countryOfOrigin'
>;

/**
 * The shipment's customs fields filled from a profile (the same rule the API applies to new international
 * orders). Every customs field is replaced, so nothing of a previous profile lingers; they stay editable.
 */
export function shipmentWithProfile<S extends CustomsValues>(shipment: S, profile: InternationalProfileView): S {
  const settings = internationalSettingsFromProfile(profile);
  const hts = typeof settings.htsCode === 'object' ? settings.htsCode : null;
  return {
    ...shipment,
    profileName: settings.profileName ?? '',
    contentType: settings.contentType ?? '',
    nonDelivery: settings.nonDelivery ?? '',
    htsCode: hts ? { ...hts, label: hts.label || hts.value } : null,
    customsQuantity: settings.quantity === undefined ? '' : String(settings.quantity),
    countryOfOrigin: settings.countryOfOrigin ?? 'US',
  };
}
