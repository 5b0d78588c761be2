import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DELIVERY_SCHEDULE,
  DEFAULT_VEHICLE_SIZE,
  TIP_AMOUNTS_CENTS,
  VEHICLE_SIZES,
} from '#domain/constants/local-courier.constants';
import { CARRIER_PACKAGES, DEFAULT_BOXES } from '#domain/constants/packaging.constants';
import {
  DEFAULT_DECLARED_VALUE,
  FREIGHT_ACCESSORIAL_CODES,
  FREIGHT_COUNTRIES,
} from '#domain/constants/freight.constants';
import {
  CONTENT_TYPES,
  CONTENT_TYPE_LABELS,
  NON_DELIVERY_LABELS,
  NON_DELIVERY_OPTIONS,
} from '#domain/constants/customs.constants';
import { DEFAULT_TIMEZONES } from '#domain/constants/timezones.constants';
import { LABEL_SIZES, MANIFEST_PAGE_SIZE, PRINT_CHOICES } from '#domain/constants/print.constants';
import {
  ANNOUNCEMENT_BANNERS,
  AUTOMATION_ACTIONS,
  AUTOMATION_CONDITIONS,
  CLAIM_COUNTRIES,
  CLAIM_REASONS,
  DEFAULT_EMAIL_COLORS,
  STORE_PLATFORMS,
  TRANSIT_DAY_CHOICES,
  WEATHER_UNIT,
} from '#domain/constants/settings.constants';
import {
  ACH_DEPOSIT_MAX_CENTS,
  ACH_DEPOSIT_MIN_CENTS,
  ARCHIVE_DAYS_MAX,
  ARCHIVE_DAYS_MIN,
  CARD_DEPOSIT_MIN_CENTS,
  GEOJSON_CACHE_MS,
  INTERNATIONAL_DRY_ICE_MAX_LB,
  LETTER_PACKAGE_MAX_LB,
  LOGO_MAX_BYTES,
  MAX_DIMENSION_IN,
  MAX_WEIGHT_LB,
  SUPPORTED_COUNTRIES,
} from '#domain/constants/limits.constants';
import { isValidTimeZone } from '#domain/dates/zoned-time.rules';

describe('constants of orders §9 and accounts §9', () => {
  it('orders §9: local courier vehicles and defaults; tips $2/$4/$6/$8', () => {
    expect(VEHICLE_SIZES).toEqual(['any', 'car', 'suv', 'van', 'truck', 'pickup_truck', 'bikes']);
    expect([DEFAULT_VEHICLE_SIZE, DEFAULT_DELIVERY_SCHEDULE]).toEqual(['any', 'now']);
    expect(TIP_AMOUNTS_CENTS).toEqual([200, 400, 600, 800]);
  });

  it('orders §9: default boxes external / internal', () => {
    expect(
      DEFAULT_BOXES.map((b) => [b.external, b.internal].map((d) => `${d.length}x${d.width}x${d.height}`).join(' / ')),
    ).toEqual(['10x10x10 / 9x9x4', '12x12x12 / 11x11x11', '16x16x16 / 15x15x15']);
  });

  it('orders §9: carrier packages: an express letter 12.5x9.5x0.5 and seven packages of 1 or 20 lb', () => {
    const letter = CARRIER_PACKAGES.find((p) => p.label === 'Express Letter');
    expect(letter?.dimensions).toEqual({ length: 12.5, width: 9.5, height: 0.5 });
    const others = CARRIER_PACKAGES.filter((p) => p !== letter);
    expect(others.map((p) => p.label)).toEqual([
      'Envelope',
      'Pak',
      'Tube',
      'Small Box',
      'Medium Box',
      'Large Box',
      'Extra Large Box',
    ]);
    for (const p of others) expect([1, 20]).toContain(p.weightLb);
  });

  it('orders §9: freight accessorial codes, declared value 4000, USA only', () => {
    expect(FREIGHT_ACCESSORIAL_CODES).toEqual({
      residentialDelivery: 14,
      liftGateDelivery: 12,
      insideDelivery: 15,
      notifyPriorToArrival: 17,
      sortAndSegregate: 108,
      appointmentDelivery: 153,
      appointmentPickup: 152,
      protectFromFreeze: 116,
    });
    expect(DEFAULT_DECLARED_VALUE).toBe(4000);
    expect(FREIGHT_COUNTRIES).toEqual(['US']);
  });

  it('orders §9: customs content types and non-delivery options, each with a label', () => {
    expect(CONTENT_TYPES).toEqual(['merchandise', 'documents', 'gift', 'returned_goods', 'sample']);
    expect(NON_DELIVERY_OPTIONS).toEqual(['return', 'abandon']);
    expect(Object.keys(CONTENT_TYPE_LABELS)).toEqual([...CONTENT_TYPES]);
    expect(NON_DELIVERY_LABELS).toEqual({ return: 'Return to sender', abandon: 'Treat as abandoned' });
  });

  it('accounts §9: the six default timezones are valid IANA ids', () => {
    expect(DEFAULT_TIMEZONES.map((z) => z.label)).toEqual([
      'Eastern',
      'Central',
      'Mountain',
      'Pacific',
      'Alaska',
      'Hawaii',
    ]);
    for (const z of DEFAULT_TIMEZONES) expect(isValidTimeZone(z.id)).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });

  it('accounts §9: label sizes, print choices and the manifest page', () => {
    expect(LABEL_SIZES.A6).toMatchObject({ widthIn: 4, heightIn: 6 });
    expect(LABEL_SIZES.Letter).toMatchObject({ widthIn: 8.5, heightIn: 11 });
    expect(PRINT_CHOICES.map((c) => `${c.value}=${c.label}`)).toEqual([
      'labels=Labels',
      'packingSlips=Packing Slips',
      'pickSlips=Pick List',
      'all=Labels + Packing Slips',
    ]);
    expect(MANIFEST_PAGE_SIZE).toEqual({ width: 288, height: 432 });
  });

  it('orders §9: email colours, transit days, automations', () => {
    expect(DEFAULT_EMAIL_COLORS).toEqual({ header: '#000000', text: '#000000', details: '#4c66a0' });
    expect(TRANSIT_DAY_CHOICES).toEqual([0, 1, 2, 3, 4, 5]);
    expect(AUTOMATION_CONDITIONS).toHaveLength(11);
    expect(WEATHER_UNIT).toBe('F');
    expect(AUTOMATION_ACTIONS).toHaveLength(15);
    for (const thing of ['products', 'packaging', 'dry_ice', 'insurance', 'coolant']) {
      expect(AUTOMATION_ACTIONS).toContain(`add_${thing}`);
      expect(AUTOMATION_ACTIONS).toContain(`remove_${thing}`);
    }
    for (const thing of ['service', 'box', 'weight', 'warehouse', 'box_packing_algorithm'])
      expect(AUTOMATION_ACTIONS).toContain(`set_${thing}`);
  });

  it('accounts §1/§9: store platforms, claim reasons and countries, banners', () => {
    expect(STORE_PLATFORMS).toHaveLength(11);
    expect(STORE_PLATFORMS).toContain('amazon');
    expect(CLAIM_REASONS).toEqual(['contents damaged', 'delay', 'package missing', 'some or all contents missing']);
    expect(CLAIM_COUNTRIES).toEqual(['US']);
    expect(ANNOUNCEMENT_BANNERS).toEqual(['testing', 'late_shipments']);
  });

  it('orders §9 / accounts §9: limits', () => {
    expect([MAX_DIMENSION_IN, MAX_WEIGHT_LB, LETTER_PACKAGE_MAX_LB, INTERNATIONAL_DRY_ICE_MAX_LB]).toEqual([
      108, 150, 1, 5.5,
    ]);
    expect(LOGO_MAX_BYTES).toBe(2 * 1024 * 1024);
    expect([ARCHIVE_DAYS_MIN, ARCHIVE_DAYS_MAX]).toEqual([15, 365]);
    expect([CARD_DEPOSIT_MIN_CENTS, ACH_DEPOSIT_MIN_CENTS, ACH_DEPOSIT_MAX_CENTS]).toEqual([100, 200, 500000]);
    expect(GEOJSON_CACHE_MS).toBe(24 * 60 * 60 * 1000);
    expect([...SUPPORTED_COUNTRIES].sort()).toEqual(['CA', 'GB', 'PR', 'US']);
  });
});
