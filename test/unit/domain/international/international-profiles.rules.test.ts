import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { internationalProfileFormSchema } from '#domain/international/international-profile-form.schema';
import {
  addProfile,
  INTERNATIONAL_PROFILE_MESSAGES,
  INTERNATIONAL_PROFILES_MAX,
  removeProfile,
  updateProfile,
  type InternationalProfileRecord,
} from '#domain/international/international-profiles.rules';
import { internationalSettingsFromProfile } from '#domain/international/default-profile.rules';
import { MESSAGES } from '#domain/validation/messages';

const profile = (id: string, over: Partial<InternationalProfileRecord> = {}): InternationalProfileRecord => ({
  id,
  profileName: `Profile ${id}`,
  description: '',
  htsCode: { label: '0303.14', value: '0303.14', description: 'Trout, frozen' },
  quantity: 1,
  isDefault: false,
  updatedAt: '2026-11-28T00:00:00.000Z',
  ...over,
});
const list = (r: unknown) => r as InternationalProfileRecord[];
const defaults = (profiles: InternationalProfileRecord[]) => profiles.filter((p) => p.isDefault).map((p) => p.id);

describe('international profile form (accounts §5: name, description max 250, quantity, HTS code)', () => {
  const valid = { profileName: 'Frozen fish', htsCode: { value: '0303.14' }, quantity: 2 };
  it('accepts a profile with the four and fills the rest', () => {
    expect(internationalProfileFormSchema.parse(valid)).toMatchObject({
      description: '',
      isDefault: false,
      quantity: 2,
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no name', { profileName: '  ' }, 'profileName', MESSAGES.required],
    ['a description over 250', { description: 'x'.repeat(251) }, 'description', MESSAGES.tooLong],
    ['no quantity', { quantity: undefined }, 'quantity', MESSAGES.quantityRequired],
    ['quantity 0', { quantity: 0 }, 'quantity', MESSAGES.quantityAtLeastOne],
    ['a fractional quantity', { quantity: 1.5 }, 'quantity', MESSAGES.quantityInteger],
    ['no HTS code', { htsCode: undefined }, 'htsCode', MESSAGES.required],
    ['an HTS code without its code', { htsCode: { value: '' } }, 'htsCode.value', MESSAGES.required],
    ['an unknown content type', { contentType: 'food' }, 'contentType', MESSAGES.invalid],
  ])('%s → %s', (_name, over, field, message) => {
    const result = internationalProfileFormSchema.safeParse({ ...valid, ...over });
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((i) => i.path.join('.') === field);
    expect(issue?.message).toBe(message);
  });
});

describe('exactly one default whenever there are profiles (accounts §3 isDefault)', () => {
  it('the first profile is the default; a new default takes it over', () => {
    const one = list(addProfile([], profile('a')));
    expect(defaults(one)).toEqual(['a']);
    const two = list(addProfile(one, profile('b')));
    expect(defaults(two)).toEqual(['a']);
    const three = list(addProfile(two, profile('c', { isDefault: true })));
    expect(defaults(three)).toEqual(['c']);
  });

  it('the default is never unset: another profile is made the default instead', () => {
    const two = list(addProfile(list(addProfile([], profile('a'))), profile('b')));
    expect(updateProfile(two, profile('a', { isDefault: false }))).toEqual({
      field: 'isDefault',
      message: INTERNATIONAL_PROFILE_MESSAGES.keepOneDefault,
    });
    expect(defaults(list(updateProfile(two, profile('b', { isDefault: true }))))).toEqual(['b']);
  });

  it('removing the default passes it to the first left; removing the last leaves none', () => {
    const two = list(addProfile(list(addProfile([], profile('a'))), profile('b')));
    expect(defaults(list(removeProfile(two, 'a')))).toEqual(['b']);
    expect(removeProfile(list(removeProfile(two, 'a')), 'b')).toEqual([]);
    expect(removeProfile(two, 'zz')).toBeUndefined();
  });

  it('names are unique (case and spaces aside) and an account keeps at most 50', () => {
    const one = list(addProfile([], profile('a', { profileName: 'Fish' })));
    expect(addProfile(one, profile('b', { profileName: ' fish ' }))).toMatchObject({ field: 'profileName' });
    const full = Array.from({ length: INTERNATIONAL_PROFILES_MAX }, (_, i) => profile(`p${i}`));
    expect(addProfile(full, profile('x'))).toMatchObject({
      field: 'profiles',
      message: INTERNATIONAL_PROFILE_MESSAGES.tooMany,
    });
  });

  it('property: any sequence of adds, updates and removes keeps exactly one default when non-empty', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), id: fc.integer({ min: 0, max: 6 }), isDefault: fc.boolean() }),
      fc.record({ kind: fc.constant('update' as const), id: fc.integer({ min: 0, max: 6 }), isDefault: fc.boolean() }),
      fc.record({ kind: fc.constant('remove' as const), id: fc.integer({ min: 0, max: 6 }), isDefault: fc.boolean() }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        let profiles: InternationalProfileRecord[] = [];
        for (const o of ops) {
          const p = profile(String(o.id), { isDefault: o.isDefault });
          const next =
            o.kind === 'add'
              ? addProfile(profiles, p)
              : o.kind === 'update'
                ? updateProfile(profiles, p)
                : removeProfile(profiles, p.id);
          if (Array.isArray(next)) profiles = next;
          expect(defaults(profiles)).toHaveLength(profiles.length === 0 ? 0 : 1);
        }
      }),
    );
  });
});

it('a profile fills a shipment’s international settings (orders §3) with its name', () => {
  expect(
    internationalSettingsFromProfile(profile('a', { contentType: 'merchandise', countryOfOrigin: 'US', quantity: 3 })),
  ).toEqual({
    profileName: 'Profile a',
    contentType: 'merchandise',
    htsCode: { label: '0303.14', value: '0303.14', description: 'Trout, frozen' },
    quantity: 3,
    countryOfOrigin: 'US',
  });
});
