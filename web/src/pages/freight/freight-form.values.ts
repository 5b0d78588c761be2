import type { FreightQuoteRequestBody } from '#api/freight';
import { DEFAULT_DECLARED_VALUE } from '#domain/constants/freight.constants';
import type { FreightAccessorialCode, LoadType } from '#domain/freight/freight.schema';
import type { Warehouse } from '#domain/address/warehouse.schema';

/** A stop as the form holds it (orders §3 freight quote origin and destination). */
export interface FreightPlaceValues {
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/** One piece row; numbers stay as typed until the request is built, so a half-typed "4." is not lost. */
export interface FreightPieceValues {
  numberOfPeices: string;
  quantity: string;
  packageType: string;
  commodity: string;
  productClass: string;
  nmfc: string;
  dimensions: { length: string; width: string; height: string; unit: 'in' | 'cm'; weight: string };
  hazmat: boolean;
  stackable: boolean;
}

export interface FreightFormValues {
  pickupDate: string;
  contactName: string;
  valueOfGoods: string;
  origin: FreightPlaceValues;
  destination: FreightPlaceValues;
  pieces: FreightPieceValues[];
  loadType: LoadType;
  accessorials: FreightAccessorialCode[];
  options: {
    cargo_shield_insured: boolean;
    declared_value: string;
    condition_is_new: boolean;
    protection_from_freeze: boolean;
    extreme_length_item: { active: boolean; value: string; bundleCount: string };
  };
}

export const PACKAGE_TYPES = ['Pallet', 'Skid', 'Crate', 'Box', 'Drum', 'Bundle', 'Roll', 'Tote'] as const;

const emptyPlace = (): FreightPlaceValues => ({ street: '', city: '', state: '', zip: '', country: 'USA' });

export const emptyPiece = (): FreightPieceValues => ({
  numberOfPeices: '1',
  quantity: '1',
  packageType: 'Pallet',
  commodity: '',
  productClass: '',
  nmfc: '',
  dimensions: { length: '48', width: '40', height: '', unit: 'in', weight: '' },
  hazmat: false,
  stackable: false,
});

/** The next weekday after `today` (YYYY-MM-DD): freight is picked up on working days. */
export function nextPickupDate(today: Date): string {
  const d = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + 1));
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export function emptyFreightForm(today = new Date()): FreightFormValues {
  return {
    pickupDate: nextPickupDate(today),
    contactName: '',
    valueOfGoods: '',
    origin: emptyPlace(),
    destination: emptyPlace(),
    pieces: [emptyPiece()],
    loadType: 'Dry',
    accessorials: [],
    options: {
      cargo_shield_insured: false,
      declared_value: String(DEFAULT_DECLARED_VALUE),
      condition_is_new: true,
      protection_from_freeze: false,
      extreme_length_item: { active: false, value: '', bundleCount: '' },
    },
  };
}

/** A warehouse's address as the origin. */
export function originOfWarehouse(w: Warehouse): FreightPlaceValues {
  return {
    street: w.address.street1,
    city: w.address.city,
    state: w.address.state,
    zip: w.address.zipCode,
    country: 'USA',
  };
}

const num = (v: string): number | string => (v.trim() === '' ? v : Number(v));

/** The request the API takes; numbers as numbers, blanks left for the shared schema to name. */
export function toFreightRequest(v: FreightFormValues): FreightQuoteRequestBody {
  const extreme = v.options.extreme_length_item;
  return {
    pickupDate: v.pickupDate,
    contactName: v.contactName,
    valueOfGoods: (num(v.valueOfGoods) || 0) as number,
    origin: v.origin,
    destination: v.destination,
    pieces: v.pieces.map((p) => ({
      ...p,
      numberOfPeices: num(p.numberOfPeices) as number,
      quantity: num(p.quantity) as number,
      dimensions: {
        length: num(p.dimensions.length) as number,
        width: num(p.dimensions.width) as number,
        height: num(p.dimensions.height) as number,
        unit: p.dimensions.unit,
        weight: num(p.dimensions.weight) as number,
      },
    })),
    loadType: v.loadType,
    accessorials: v.accessorials,
    options: {
      cargo_shield_insured: v.options.cargo_shield_insured,
      declared_value: num(v.options.declared_value) as number,
      condition_is_new: v.options.condition_is_new,
      protection_from_freeze: v.options.protection_from_freeze,
      extreme_length_item: extreme.active
        ? {
            active: true,
            ...(extreme.value.trim() ? { value: Number(extreme.value) } : {}),
            ...(extreme.bundleCount.trim() ? { bundleCount: Number(extreme.bundleCount) } : {}),
          }
        : { active: false },
    },
  };
}
