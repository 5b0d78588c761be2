import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stateForZip, zipRangesOf, type ZipToStateMap } from '#domain/catalog/zip-to-state.rules';

const map = JSON.parse(
  readFileSync(new URL('../../../../web/public/zip-to-state.json', import.meta.url), 'utf8'),
) as ZipToStateMap;

describe('GET /zip-to-state.json (orders §7), built from real ZIP data', () => {
  it.each([
    ['78701', 'TX'],
    ['10001', 'NY'],
    ['99501', 'AK'],
    ['00901', 'PR'],
    ['73301', 'TX'], // Austin IRS ZIP inside Oklahoma's 73xxx block
    ['20500', 'DC'],
    ['96799', 'AS'],
    ['06390', 'NY'], // Fishers Island, NY, inside Connecticut's 06xxx block
    ['94105-1804', 'CA'],
  ])('%s → %s', (zip, state) => {
    expect(stateForZip(map, zip)).toBe(state);
  });

  it.each(['00000', '1234', 'ABCDE', ''])('%j has no state', (zip) => {
    expect(stateForZip(map, zip)).toBeUndefined();
  });

  it('stays compact: sorted, non-overlapping runs', () => {
    expect(JSON.stringify(map).length).toBeLessThan(800_000);
    for (let i = 1; i < map.ranges.length; i++) expect(map.ranges[i][0] > map.ranges[i - 1][1]).toBe(true);
  });

  it('zipRangesOf merges consecutive ZIPs of one state and splits where the state changes', () => {
    expect(
      zipRangesOf([
        ['06390', 'NY'],
        ['06001', 'CT'],
        ['06389', 'CT'],
        ['06401', 'CT'],
        ['bad', 'XX'],
      ]),
    ).toEqual([
      ['06001', '06389', 'CT'],
      ['06390', '06390', 'NY'],
      ['06401', '06401', 'CT'],
    ]);
  });
});
