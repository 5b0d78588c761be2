import { describe, expect, it } from 'vitest';
import {
  ACCESSORIAL_CHOICES,
  accessorialCents,
  chargedAccessorials,
  priceAccessorials,
} from '#domain/freight/freight-accessorial.rules';
import { LOAD_TYPE_INFO, loadTypeOf } from '#domain/freight/freight-load.rules';
import type { FreightOptions } from '#domain/freight/freight.schema';
import type { FreightHandlingUnit } from '#domain/freight/freight.models';

const options: FreightOptions = {
  cargo_shield_insured: false,
  declared_value: 4000,
  condition_is_new: true,
  protection_from_freeze: false,
  extreme_length_item: { active: false },
};
const unit = (weightLb: number, pallets = 1, pieces = 1): FreightHandlingUnit => ({
  pallets,
  pieces,
  lengthIn: 48,
  widthIn: 40,
  heightIn: 50,
  weightLb,
  freightClass: '70',
  commodity: 'Frozen seafood',
  packageType: 'Pallet',
  hazmat: false,
  stackable: false,
});

describe('orders §9 accessorial codes and names', () => {
  it('offers the spec’s eight codes in its order with their names', () => {
    expect(ACCESSORIAL_CHOICES.map((a) => [a.code, a.name])).toEqual([
      [14, 'Residential delivery'],
      [12, 'Lift gate delivery'],
      [15, 'Inside delivery'],
      [17, 'Notify prior to arrival'],
      [108, 'Sort and segregate'],
      [153, 'Appointment delivery'],
      [152, 'Appointment pickup'],
      [116, 'Protect from freeze'],
    ]);
  });
});

describe('accessorial pricing', () => {
  it('per-cwt charges are held between their minimum and maximum', () => {
    expect(accessorialCents(14, { weightLb: 500, pieces: 1 })).toBe(9_500); // 5 cwt × $6.50 = $32.50 → min $95
    expect(accessorialCents(14, { weightLb: 2_000, pieces: 1 })).toBe(13_000); // 20 cwt × $6.50
    expect(accessorialCents(14, { weightLb: 9_000, pieces: 1 })).toBe(25_000); // → max $250
    expect(accessorialCents(12, { weightLb: 1_800, pieces: 1 })).toBe(9_000);
  });
  it('flat and per-piece charges', () => {
    expect(accessorialCents(17, { weightLb: 5_000, pieces: 9 })).toBe(2_000);
    expect(accessorialCents(153, { weightLb: 100, pieces: 1 })).toBe(3_500);
    expect(accessorialCents(108, { weightLb: 100, pieces: 40 })).toBe(12_000);
    expect(accessorialCents(108, { weightLb: 100, pieces: 3 })).toBe(5_000);
  });
  it('a carrier’s factor scales the tariff', () => {
    expect(accessorialCents(12, { weightLb: 1_800, pieces: 1 }, 1.1)).toBe(9_900);
  });
  it('prices each charged code on the whole shipment (every pallet counted)', () => {
    const lines = priceAccessorials({ accessorials: [14, 12], loadType: 'Frozen', options, units: [unit(900, 2)] });
    expect(lines).toEqual([
      { code: 12, name: 'Lift gate delivery', cents: 9_000 },
      { code: 14, name: 'Residential delivery', cents: 11_700 },
    ]);
  });
});

describe('protect from freeze (116)', () => {
  it('is added by the protect-from-freeze load type or option, once', () => {
    expect(chargedAccessorials({ accessorials: [], loadType: 'ProtectFromFreeze', options })).toEqual([116]);
    expect(
      chargedAccessorials({
        accessorials: [116],
        loadType: 'Dry',
        options: { ...options, protection_from_freeze: true },
      }),
    ).toEqual([116]);
  });
  it('never applies to Refrigerated or Frozen loads (already kept cold)', () => {
    expect(
      chargedAccessorials({
        accessorials: [116, 12],
        loadType: 'Frozen',
        options: { ...options, protection_from_freeze: true },
      }),
    ).toEqual([12]);
  });
});

describe('load types and their bands (°F)', () => {
  it('Refrigerated 33–39, Frozen −10–0, protect from freeze 33–60, dry none', () => {
    expect(LOAD_TYPE_INFO.Refrigerated.temperatureF).toEqual({ low: 33, high: 39 });
    expect(LOAD_TYPE_INFO.Frozen.temperatureF).toEqual({ low: -10, high: 0 });
    expect(LOAD_TYPE_INFO.ProtectFromFreeze.temperatureF).toEqual({ low: 33, high: 60 });
    expect(LOAD_TYPE_INFO.Dry.temperatureF).toBeUndefined();
    expect(LOAD_TYPE_INFO.Frozen.equipment).toBe('Reefer');
  });
  it('reads the order’s free-text load type in any case', () => {
    expect(loadTypeOf('frozen')).toBe('Frozen');
    expect(loadTypeOf('Protect from freeze')).toBe('ProtectFromFreeze');
    expect(loadTypeOf('')).toBeUndefined();
    expect(loadTypeOf('lukewarm')).toBeUndefined();
  });
});
