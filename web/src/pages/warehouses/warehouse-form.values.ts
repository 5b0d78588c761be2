import type { Warehouse, WarehouseRequest } from '#api/warehouses';
import { COUNTRY_NAMES, REGIONS_BY_COUNTRY, SUPPORTED_COUNTRIES, isSupportedCountry } from '#domain/address/regions';

/** Every field the form edits, always present so inputs stay controlled. */
export interface WarehouseFormValues {
  name: string;
  default: boolean;
  pickUpNotes: string;
  address: {
    residential: boolean;
    isActive: boolean;
    companyName: string;
    email: string;
    phone: string;
    street1: string;
    street2: string;
    street3: string;
    city: string;
    state: string;
    country: string;
    zipCode: string;
  };
}

export function emptyWarehouseForm(): WarehouseFormValues {
  return {
    name: '',
    default: false,
    pickUpNotes: '',
    address: {
      residential: false,
      isActive: true,
      companyName: '',
      email: '',
      phone: '',
      street1: '',
      street2: '',
      street3: '',
      city: '',
      state: '',
      country: 'US',
      zipCode: '',
    },
  };
}

/** Edit starts from the stored entry; the zip field shows the full zip (orders §3 fullZipCode). */
export function warehouseToFormValues(w: Warehouse): WarehouseFormValues {
  const a = w.address;
  return {
    name: w.name,
    default: w.default,
    pickUpNotes: w.pickUpNotes,
    address: {
      residential: a.residential,
      isActive: a.isActive,
      companyName: a.companyName,
      email: a.email,
      phone: a.phone,
      street1: a.street1,
      street2: a.street2,
      street3: a.street3,
      city: a.city,
      state: a.state,
      country: a.country,
      zipCode: a.fullZipCode || a.zipCode,
    },
  };
}

/** The request body; the shared schema on the server trims and normalises, so values go as typed. */
export function toWarehouseRequest(values: WarehouseFormValues): WarehouseRequest {
  return {
    name: values.name,
    default: values.default,
    pickUpNotes: values.pickUpNotes,
    address: { ...values.address },
  };
}

export const COUNTRY_OPTIONS = SUPPORTED_COUNTRIES.map((code) => ({ value: code, label: COUNTRY_NAMES[code] }));

/** State/province choices for a country, "Name (CODE)" so both are searchable. */
export function stateOptionsFor(country: string): { value: string; label: string }[] {
  const code = country.toUpperCase();
  if (!isSupportedCountry(code)) return [];
  return Object.entries(REGIONS_BY_COUNTRY[code]).map(([value, name]) => ({ value, label: `${name} (${value})` }));
}

/** Changing country keeps the state only if the new country knows it. */
export function withCountry(values: WarehouseFormValues, country: string): WarehouseFormValues {
  const keepState = stateOptionsFor(country).some((o) => o.value === values.address.state.toUpperCase());
  return { ...values, address: { ...values.address, country, state: keepState ? values.address.state : '' } };
}
