/**
 * The parcel carriers Shipdeck rates and buys from, and their services, named as EasyPost
 * names them (carrier `UPS`, service `Ground`…): the sandbox speaks the same names as the live
 * adapter, so saved preferred rates, service mappings and whitelists survive a switch.
 * `UPSSurePost` is displayed as 'UPS SUREPOST' (accounts §3 claim prefill).
 */
export const CARRIER_CODES = ['UPS', 'FedEx', 'USPS', 'UPSSurePost'] as const;
export type CarrierCode = (typeof CARRIER_CODES)[number];

export function isCarrierCode(carrier: string): carrier is CarrierCode {
  return (CARRIER_CODES as readonly string[]).includes(carrier);
}

export const CARRIER_DISPLAY_NAMES: Record<CarrierCode, string> = {
  UPS: 'UPS',
  FedEx: 'FedEx',
  USPS: 'USPS',
  UPSSurePost: 'UPS SUREPOST',
};

/** How fast a service is, for the market-rate markups (accounts §9) and Saturday rules. */
export type ServiceLevel = 'ground' | 'economy' | 'two_day' | 'three_day' | 'overnight_saver' | 'overnight';

export interface CarrierService {
  carrier: CarrierCode;
  /** The carrier's service code (EasyPost's `service`). */
  service: string;
  /** The name a merchant reads before any custom mapping. */
  name: string;
  level: ServiceLevel;
  /** Offers Saturday delivery as an option (ground services never do). */
  saturday: boolean;
  /** International destinations served (CA, GB, PR per accounts §9). */
  international: boolean;
}

export const CARRIER_SERVICES: readonly CarrierService[] = [
  { carrier: 'UPS', service: 'Ground', name: 'UPS Ground', level: 'ground', saturday: false, international: false },
  {
    carrier: 'UPS',
    service: '3DaySelect',
    name: 'UPS 3 Day Select',
    level: 'three_day',
    saturday: false,
    international: false,
  },
  {
    carrier: 'UPS',
    service: '2ndDayAir',
    name: 'UPS 2nd Day Air',
    level: 'two_day',
    saturday: true,
    international: false,
  },
  {
    carrier: 'UPS',
    service: 'NextDayAirSaver',
    name: 'UPS Next Day Air Saver',
    level: 'overnight_saver',
    saturday: true,
    international: false,
  },
  {
    carrier: 'UPS',
    service: 'NextDayAir',
    name: 'UPS Next Day Air',
    level: 'overnight',
    saturday: true,
    international: false,
  },
  {
    carrier: 'UPS',
    service: 'UPSStandard',
    name: 'UPS Standard',
    level: 'ground',
    saturday: false,
    international: true,
  },
  {
    carrier: 'UPS',
    service: 'UPSSaver',
    name: 'UPS Worldwide Saver',
    level: 'two_day',
    saturday: false,
    international: true,
  },
  {
    carrier: 'FedEx',
    service: 'FEDEX_GROUND',
    name: 'FedEx Ground',
    level: 'ground',
    saturday: false,
    international: false,
  },
  {
    carrier: 'FedEx',
    service: 'GROUND_HOME_DELIVERY',
    name: 'FedEx Home Delivery',
    level: 'ground',
    saturday: false,
    international: false,
  },
  {
    carrier: 'FedEx',
    service: 'FEDEX_EXPRESS_SAVER',
    name: 'FedEx Express Saver',
    level: 'three_day',
    saturday: false,
    international: false,
  },
  {
    carrier: 'FedEx',
    service: 'FEDEX_2_DAY',
    name: 'FedEx 2Day',
    level: 'two_day',
    saturday: true,
    international: false,
  },
  {
    carrier: 'FedEx',
    service: 'STANDARD_OVERNIGHT',
    name: 'FedEx Standard Overnight',
    level: 'overnight_saver',
    saturday: false,
    international: false,
  },
  {
    carrier: 'FedEx',
    service: 'PRIORITY_OVERNIGHT',
    name: 'FedEx Priority Overnight',
    level: 'overnight',
    saturday: true,
    international: false,
  },
  {
    carrier: 'FedEx',
    service: 'INTERNATIONAL_ECONOMY',
    name: 'FedEx International Economy',
    level: 'economy',
    saturday: false,
    international: true,
  },
  {
    carrier: 'USPS',
    service: 'GroundAdvantage',
    name: 'USPS Ground Advantage',
    level: 'ground',
    saturday: false,
    international: false,
  },
  {
    carrier: 'USPS',
    service: 'Priority',
    name: 'USPS Priority Mail',
    level: 'two_day',
    saturday: true,
    international: false,
  },
  {
    carrier: 'USPS',
    service: 'Express',
    name: 'USPS Priority Mail Express',
    level: 'overnight',
    saturday: true,
    international: false,
  },
  {
    carrier: 'USPS',
    service: 'PriorityMailInternational',
    name: 'USPS Priority Mail International',
    level: 'economy',
    saturday: false,
    international: true,
  },
  {
    carrier: 'UPSSurePost',
    service: 'SurePostUnder1Lb',
    name: 'UPS SurePost Under 1 lb',
    level: 'economy',
    saturday: false,
    international: false,
  },
  {
    carrier: 'UPSSurePost',
    service: 'SurePostOver1Lb',
    name: 'UPS SurePost 1 lb or Greater',
    level: 'economy',
    saturday: false,
    international: false,
  },
];

export function findCarrierService(carrier: string, service: string): CarrierService | undefined {
  return CARRIER_SERVICES.find((s) => s.carrier === carrier && s.service === service);
}

/** A service as its carrier names it ("USPS Ground Advantage" for USPS GroundAdvantage), else its code. */
export function carrierServiceName(ref: { carrier: string; service: string }): string {
  return findCarrierService(ref.carrier, ref.service)?.name ?? ref.service;
}
