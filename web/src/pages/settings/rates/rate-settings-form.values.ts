import type { MultiselectProps } from '@cloudscape-design/components/multiselect';
import type { RateSettingsRequest, RateSettingsView } from '#api/shipping';
import {
  CARRIER_CODES,
  CARRIER_DISPLAY_NAMES,
  CARRIER_SERVICES,
  type CarrierCode,
} from '#domain/carriers/carrier-services.constants';
import type { MarkupUnit, RoundingType } from '#domain/rates/user-markup.rules';

/** What the rate settings page edits; the markup stays text while typed, the shared form schema reads it. */
export interface RateSettingsFormValues {
  customServiceMapping: { carrier: string; service: string; customName: string }[];
  servicesToIgnore: string[];
  whitelistedServices: string[];
  localCourierServiceName: string;
  rounding: { active: boolean; type: RoundingType };
  userMarkup: { active: boolean; value: string; units: MarkupUnit };
  shipDayCheck: { active: boolean; maxTransitDays: number; noWeekendInTransit: boolean };
}

export function rateSettingsToFormValues(s: RateSettingsView): RateSettingsFormValues {
  return {
    customServiceMapping: s.customServiceMapping.map(({ carrier, service, customName }) => ({
      carrier,
      service,
      customName,
    })),
    servicesToIgnore: [...s.servicesToIgnore],
    whitelistedServices: [...s.whitelistedServices],
    localCourierServiceName: s.localCourierServiceName,
    rounding: { active: s.rounding.active, type: s.rounding.type },
    userMarkup: {
      active: s.userMarkup?.active ?? false,
      value: String(s.userMarkup?.value ?? 0),
      units: s.userMarkup?.units ?? 'percent',
    },
    shipDayCheck: { ...s.shipDayCheck },
  };
}

/** The PUT body: the form's fields, what the page does not edit as loaded, and the version it was loaded at. */
export function toRateSettingsRequest(values: RateSettingsFormValues, loaded: RateSettingsView): RateSettingsRequest {
  return {
    ...values,
    userMarkup: { ...values.userMarkup, value: Number(values.userMarkup.value) },
    serviceNameConfig: loaded.serviceNameConfig,
    userMarkups: loaded.userMarkups,
    version: loaded.version,
  };
}

/** `carrier:service`, the way ignored and whitelisted services are stored. */
export const serviceKey = (carrier: string, service: string) => `${carrier}:${service}`;

const carrierName = (carrier: string) => CARRIER_DISPLAY_NAMES[carrier as CarrierCode] ?? carrier;

/** The services list grouped by carrier, each option a `carrier:service` with its readable name. */
export const SERVICE_OPTION_GROUPS: MultiselectProps.OptionGroup[] = CARRIER_CODES.map((carrier) => ({
  label: CARRIER_DISPLAY_NAMES[carrier],
  options: CARRIER_SERVICES.filter((s) => s.carrier === carrier).map((s) => ({
    value: serviceKey(s.carrier, s.service),
    label: s.name,
    description: serviceKey(s.carrier, s.service),
  })),
}));

/** Selected `carrier:service` values as options; a value no longer in the list keeps its raw text. */
export function selectedServiceOptions(values: readonly string[]): MultiselectProps.Option[] {
  const all = SERVICE_OPTION_GROUPS.flatMap((g) => g.options as MultiselectProps.Option[]);
  return values.map((v) => all.find((o) => o.value === v) ?? { value: v, label: v });
}

export const CARRIER_OPTIONS = CARRIER_CODES.map((c) => ({ value: c, label: carrierName(c) }));

export function serviceOptionsOf(carrier: string) {
  return CARRIER_SERVICES.filter((s) => s.carrier === carrier).map((s) => ({ value: s.service, label: s.name }));
}

export const ROUNDING_OPTIONS: { value: RoundingType; label: string }[] = [
  { value: 'up', label: 'Up to the next dollar' },
  { value: 'down', label: 'Down to the dollar' },
  { value: 'nearest', label: 'To the nearest dollar' },
];

export const TRANSIT_DAYS_OPTIONS = Array.from({ length: 10 }, (_, i) => ({
  value: String(i + 1),
  label: i === 0 ? '1 day' : `${i + 1} days`,
}));

export const CONFLICT_MESSAGE = 'These rate settings were changed by someone else. Reload them and try again.';
