import { describe, expect, it } from 'vitest';
import {
  LEGACY_DENSITY_TABLE,
  NMFC_2025_DENSITY_TABLE,
  classForDensity,
  densityPcf,
  densityTableOn,
  estimateClass,
  nearClassBreak,
} from '#domain/freight/freight-class.rules';

describe('density (weight with pallet ÷ cubic feet with pallet height)', () => {
  it('48×40×28 in and 110 lb is 31.11 ft³ → 3.54 pcf', () => {
    expect(densityPcf({ lengthIn: 48, widthIn: 40, heightIn: 28, weightLb: 110 })).toBe(3.54);
    expect(estimateClass({ lengthIn: 48, widthIn: 40, heightIn: 28, weightLb: 110 }, '2025-01-10').cubicFeet).toBe(
      31.11,
    );
  });
  it('no volume or no weight is 0, never Infinity or NaN', () => {
    expect(densityPcf({ lengthIn: 0, widthIn: 40, heightIn: 28, weightLb: 110 })).toBe(0);
    expect(densityPcf({ lengthIn: 48, widthIn: 40, heightIn: 28, weightLb: 0 })).toBe(0);
  });
});

describe('legacy 18-class table', () => {
  it.each([
    [0.5, '500'],
    [1, '400'],
    [2.5, '300'],
    [3.54, '250'],
    [4.2, '200'],
    [5.5, '175'],
    [6.5, '150'],
    [7.5, '125'],
    [8.5, '110'],
    [10, '100'],
    [11, '92.5'],
    [13, '85'],
    [14, '77.5'],
    [20, '70'],
    [25, '65'],
    [32, '60'],
    [40, '55'],
    [50, '50'],
    [80, '50'],
  ])('%s pcf → class %s', (pcf, cls) => {
    expect(classForDensity(pcf, LEGACY_DENSITY_TABLE)).toBe(cls);
  });
});

describe('NMFC 13-level density scale (effective 2025-07-19)', () => {
  it.each([
    [0.5, '400'],
    [1.5, '300'],
    [3.54, '250'],
    [5, '175'],
    [7, '125'],
    [9, '100'],
    [11, '92.5'],
    [13, '85'],
    [20, '70'],
    [25, '65'],
    [32, '60'],
    [40, '55'],
    [50, '50'],
  ])('%s pcf → class %s', (pcf, cls) => {
    expect(classForDensity(pcf, NMFC_2025_DENSITY_TABLE)).toBe(cls);
  });
  it('holds 13 levels and no 77.5, 110, 150, 200 or 500', () => {
    const classes = NMFC_2025_DENSITY_TABLE.steps.map((s) => s.freightClass);
    expect(classes).toHaveLength(13);
    for (const gone of ['77.5', '110', '150', '200', '500']) expect(classes).not.toContain(gone);
  });
});

describe('which table applies on a pickup date', () => {
  it('the legacy table before 2025-07-19, the NMFC scale from that day', () => {
    expect(densityTableOn('2025-07-18').id).toBe('legacy-18');
    expect(densityTableOn('2025-07-19').id).toBe('nmfc-2025');
    expect(densityTableOn('2026-12-02').id).toBe('nmfc-2025');
  });
  it('an empty date means the newest table', () => {
    expect(densityTableOn('').id).toBe('nmfc-2025');
  });
  it('the helper shows both tables and the one in force', () => {
    const e = estimateClass({ lengthIn: 48, widthIn: 40, heightIn: 48, weightLb: 500 }, '2026-12-02');
    expect(e.densityPcf).toBe(9.38);
    expect(e.inForce).toMatchObject({ table: 'nmfc-2025', freightClass: '100' });
    expect(e.byTable.map((t) => [t.table, t.freightClass])).toEqual([
      ['nmfc-2025', '100'],
      ['legacy-18', '100'],
    ]);
    const before = estimateClass({ lengthIn: 48, widthIn: 40, heightIn: 48, weightLb: 300 }, '2025-06-01');
    expect(before.inForce).toMatchObject({ table: 'legacy-18', freightClass: '175' });
    expect(before.byTable.find((t) => t.table === 'nmfc-2025')?.freightClass).toBe('175');
  });
});

describe('near a class break', () => {
  it('just under a break names the cheaper class and how far it is', () => {
    expect(nearClassBreak(14.6, LEGACY_DENSITY_TABLE)).toEqual({ nextBreakPcf: 15, nextClass: '70', shortByPcf: 0.4 });
  });
  it('well inside a band, or at the top class, gives no hint', () => {
    expect(nearClassBreak(12.5, LEGACY_DENSITY_TABLE)).toBeUndefined();
    expect(nearClassBreak(60, LEGACY_DENSITY_TABLE)).toBeUndefined();
  });
});
