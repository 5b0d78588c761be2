import { describe, expect, it } from 'vitest';
import {
  internationalSettingsFromProfile,
  withDefaultInternationalProfile,
} from '#domain/international/default-profile.rules';
import type { InternationalProfileRecord } from '#domain/international/international-profiles.rules';
import type { InternationalSettings } from '#domain/shipments/shipment.schema';

const fish: InternationalProfileRecord = {
  id: 'p-1',
  profileName: 'Frozen fish',
  description: '',
  contentType: 'merchandise',
  htsCode: { label: '0303.14', value: '0303.14', description: 'Trout, frozen' },
  quantity: 2,
  countryOfOrigin: 'NO',
  isDefault: true,
  updatedAt: '2026-11-28T00:00:00.000Z',
};
const shipment = (internationalSettings?: InternationalSettings | null) => ({ id: 's', internationalSettings });
const filledBy = (p: InternationalProfileRecord) => ({
  profileName: p.profileName,
  contentType: p.contentType,
  htsCode: p.htsCode,
  quantity: p.quantity,
  countryOfOrigin: p.countryOfOrigin,
});

describe('the default international profile on new orders (accounts §3 "reusable on shipments")', () => {
  it.each([
    ['no settings', undefined],
    ['null settings', null],
    ['an empty object', {}],
    ['only blanks', { profileName: undefined, countryOfOrigin: '' }],
  ])('fills a shipment to Canada that came with %s', (_, settings) => {
    const [s] = withDefaultInternationalProfile(
      [shipment(settings as InternationalSettings)],
      { destination: 'CA' },
      fish,
    );
    expect(s!.internationalSettings).toEqual(filledBy(fish));
  });

  it('keeps a shipment that brought its own customs, filling its blank neighbour', () => {
    const own = { contentType: 'gift' as const, quantity: 1 };
    const out = withDefaultInternationalProfile([shipment(own), shipment(null)], { destination: 'GB' }, fish);
    expect(out[0]!.internationalSettings).toBe(own);
    expect(out[1]!.internationalSettings).toEqual(filledBy(fish));
  });

  it.each([
    ['US', 'US'],
    ['us in lower case', 'us'],
    ['no country (the spec defaults to us)', ''],
    ['a missing country', undefined],
  ])('leaves a domestic order as sent: %s', (_, country) => {
    const sent = [shipment(null)];
    expect(withDefaultInternationalProfile(sent, { destination: country }, fish)).toEqual(sent);
  });

  it('reads the route from the warehouse: a Canadian warehouse shipping in Canada is domestic, to the US is not', () => {
    const sent = [shipment(null)];
    expect(withDefaultInternationalProfile(sent, { origin: 'CA', destination: 'CA' }, fish)).toEqual(sent);
    const [s] = withDefaultInternationalProfile(sent, { origin: 'CA', destination: 'US' }, fish);
    expect(s!.internationalSettings).toEqual(filledBy(fish));
  });

  it('leaves the shipments as sent when the account has no default profile', () => {
    const sent = [shipment(undefined)];
    expect(withDefaultInternationalProfile(sent, { destination: 'CA' }, undefined)).toEqual(sent);
  });

  it('never changes the shipments it was given', () => {
    const sent = [shipment(null)];
    withDefaultInternationalProfile(sent, { destination: 'CA' }, fish);
    expect(sent[0]!.internationalSettings).toBeNull();
  });
});

describe('a profile’s HTS label on the shipment (orders §3 htsCode.label at most 100)', () => {
  it('is cut to what the shipment keeps, the code and description untouched', () => {
    const long = { ...fish, htsCode: { label: `0303.14 ${'x'.repeat(190)}`, value: '0303.14', description: 'Trout' } };
    const settings = internationalSettingsFromProfile(long);
    expect(settings.htsCode).toEqual({
      label: long.htsCode.label.slice(0, 100),
      value: '0303.14',
      description: 'Trout',
    });
  });
});
