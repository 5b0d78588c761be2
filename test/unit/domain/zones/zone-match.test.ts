import { describe, expect, it } from 'vitest';
import { zoneMappingFormSchema } from '#domain/forms/zone-forms.schema';
import {
  invalidZipEntries,
  parseZipEntry,
  zip5Of,
  zipEntryMatches,
  ZIP_ENTRY_MESSAGE,
} from '#domain/zones/zip-entries.rules';
import { mappingDisplayName, matchZoneMapping, type MappingForMatch } from '#domain/zones/zone-match.rules';
import { readZoneMappingsCsv, zoneMappingsCsv } from '#domain/zones/zone-mapping-csv.rules';
import type { ZoneMappingRecord } from '#domain/zones/ports';

const mapping = (over: Partial<MappingForMatch>): MappingForMatch => ({
  id: 'm1',
  name: '',
  position: 0,
  zipcodes: [],
  states: [],
  carriers: ['USPS'],
  services: ['Priority'],
  shops: ['hill.myshopify.com'],
  ...over,
});

describe('zone mapping ZIP entries (accounts §5): full ZIPs, 3-digit prefixes and ranges', () => {
  it.each([
    ['10001', '10001', true],
    ['10001', '10002', false],
    ['840', '84015', true],
    ['840', '85015', false],
    ['840-842', '84199', true],
    ['840-842', '84299', true],
    ['840-842', '84300', false],
    ['10001-10099', '10050', true],
    ['10001-10099', '10100', false],
    [' 787 - 789 ', '78901', true],
  ])('%s against %s → %s', (entry, zip, expected) => {
    expect(zipEntryMatches(parseZipEntry(entry)!, zip)).toBe(expected);
  });

  it.each(['1000', '100011', '842-840', '840-10001', 'abc', '10001-1234', ''])('refuses %j', (entry) => {
    expect(parseZipEntry(entry)).toBeUndefined();
  });

  it('a ZIP+4 destination matches by its five digits; a postcode that is not a US ZIP by none', () => {
    expect(zip5Of('78701-1234')).toBe('78701');
    expect(zip5Of('787011234')).toBe('78701');
    expect(zip5Of('K1A 0B1')).toBeUndefined();
  });

  it('the form names the first bad entry on zipcodes', () => {
    expect(invalidZipEntries(['10001', '12', '840-842'])).toEqual(['12']);
    const parsed = zoneMappingFormSchema.safeParse({
      zipcodes: ['10001', '12'],
      carriers: ['USPS'],
      services: ['Priority'],
      shops: ['s'],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['zipcodes', ZIP_ENTRY_MESSAGE('12')],
    ]);
  });
});

describe('zone matching (orders §5): first match wins in the merchant order', () => {
  const state = mapping({ id: 'state', name: 'Texas', position: 0, states: ['TX'] });
  const zip = mapping({ id: 'zip', position: 1, zipcodes: ['787'], services: ['Express'] });

  it('order decides, not ZIP before state: the state row first wins over a ZIP row after it', () => {
    const match = matchZoneMapping([zip, state], { zip: '78701', state: 'tx', shop: 'hill.myshopify.com' });
    expect(match.mapping?.id).toBe('state');
    expect(match.verdicts).toEqual([
      { id: 'state', name: 'Texas', matched: true, reason: 'State TX is one of its states' },
    ]);
  });

  it('the ZIP row wins when the merchant puts it first; the explanation names the entry', () => {
    const match = matchZoneMapping(
      [
        { ...zip, position: 0 },
        { ...state, position: 1 },
      ],
      {
        zip: '78701',
        state: 'TX',
        shop: 'hill.myshopify.com',
      },
    );
    expect(match.mapping?.id).toBe('zip');
    expect(match.verdicts[0]?.reason).toBe('ZIP 78701 is in its ZIP prefix 787');
  });

  it('another shop never matches, and every checked row says why (explain)', () => {
    const match = matchZoneMapping([state, zip], { zip: '78701', state: 'TX', shop: 'manual' });
    expect(match.mapping).toBeUndefined();
    expect(match.verdicts.map((v) => [v.id, v.matched, v.reason])).toEqual([
      ['state', false, 'Shop manual is not one of its shops'],
      ['zip', false, 'Shop manual is not one of its shops'],
    ]);
  });

  it('no listed ZIP or state: no match, with the destination in the reason', () => {
    const match = matchZoneMapping([state], { zip: '10001', state: 'NY', shop: 'hill.myshopify.com' });
    expect(match.mapping).toBeUndefined();
    expect(match.verdicts[0]?.reason).toBe('Neither ZIP 10001 nor state NY is listed');
  });

  it('a mapping without a name is shown by what it maps', () => {
    expect(mappingDisplayName(mapping({ states: ['TX', 'OK'] }))).toBe('TX, OK → USPS Priority');
    expect(mappingDisplayName(mapping({ name: ' Gulf ' }))).toBe('Gulf');
  });
});

describe('zone mappings CSV: the export is the import format', () => {
  const record: ZoneMappingRecord = {
    ...mapping({ id: 'm9', name: 'West', zipcodes: ['840-842', '10001'], states: ['UT'] }),
    version: 3,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  } as ZoneMappingRecord;

  it('round-trips a mapping', () => {
    const read = readZoneMappingsCsv(zoneMappingsCsv([record]));
    expect(read).toEqual({
      ok: true,
      rows: [
        {
          row: 2,
          id: 'm9',
          input: {
            name: 'West',
            zipcodes: ['840-842', '10001'],
            states: ['UT'],
            carriers: ['USPS'],
            services: ['Priority'],
            shops: ['hill.myshopify.com'],
          },
        },
      ],
    });
  });

  it('names missing columns', () => {
    expect(readZoneMappingsCsv('name,carriers\nA,USPS')).toEqual({
      ok: false,
      message: 'The file needs the column(s): zipcodes or states, services, shops',
    });
  });
});
