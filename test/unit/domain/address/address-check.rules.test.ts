import { describe, expect, it } from 'vitest';
import { makeSandboxAddressCheck } from '#functions/orders/adapters/sandbox.address-check';
import { checkedAddressSchema } from '#domain/address/address-check.schema';
import {
  CHECK_MESSAGES,
  SCORE_PENALTIES,
  deliveryScoreOf,
  guessResidential,
  hasHouseNumber,
  looksMissingUnit,
} from '#domain/address/address-check.rules';
import { riskLevel, toConfidenceScore } from '#domain/confidence/confidence-score.rules';

const sandbox = makeSandboxAddressCheck();
const address = (over: Record<string, unknown> = {}) =>
  checkedAddressSchema.parse({
    name: 'Maria Lopez',
    address1: '2000 S Lamar Blvd',
    city: 'Austin',
    state: 'TX',
    zip: '78704',
    residential: true,
    ...over,
  });

describe('address check heuristics (orders §7 validate-address)', () => {
  it.each([
    ['1200 Riverside Apartments', '', true],
    ['1200 Riverside Apts', '', true],
    ['55 Water St Apt', '', true],
    ['500 E 5th St Lofts', '', true],
    ['1200 Riverside Apartments', 'Apt 4B', false],
    ['1200 Riverside Apartments #12', '', false],
    ['2000 S Lamar Blvd', '', false],
    ['901 Congress Towers Unit 1203', '', false],
  ])('missing unit: %s / %s → %s', (a1, a2, expected) => {
    expect(looksMissingUnit(a1, a2)).toBe(expected);
  });

  it.each([
    ['2000 S Lamar Blvd', true],
    ['12B Elm St', true],
    ['RR 2 Box 40', true],
    ['Lamar Blvd', false],
    ['Undeliverable St', false],
  ])('house number: %s → %s', (line, expected) => {
    expect(hasHouseNumber(line)).toBe(expected);
  });

  it.each([
    [{ company: '', address1: '2000 S Lamar Blvd', address2: '' }, true],
    [{ company: 'Hill Country Smokehouse', address1: '1100 Congress Ave', address2: '' }, false],
    [{ company: '', address1: '600 Congress Ave', address2: 'Suite 1400' }, false],
  ])('residential guess %#', (a, expected) => {
    expect(guessResidential(a)).toBe(expected);
  });
});

describe('sandbox address check on real ZIP data (orders §7)', () => {
  it('a consistent address is valid and needs no update', async () => {
    const res = await sandbox.validate(address());
    expect(res).toMatchObject({
      isValid: true,
      verifications: { delivery: { success: true }, zip4: { success: true }, corrected: [], residential: true },
    });
    expect(res.updatedShippingAddress).toBeUndefined();
  });

  it('corrects city casing and state spelling from the ZIP and sends the updated address', async () => {
    const res = await sandbox.validate(address({ city: 'AUSTIN', state: 'texas' }));
    expect(res.isValid).toBe(true);
    expect(res.updatedShippingAddress).toMatchObject({ city: 'Austin', state: 'TX', zip: '78704' });
    expect(res.verifications.corrected.sort()).toEqual(['city', 'state']);
  });

  it("corrects a misspelt city to the ZIP's city", async () => {
    const res = await sandbox.validate(address({ city: 'Austn' }));
    expect(res.isValid).toBe(true);
    expect(res.updatedShippingAddress?.city).toBe('Austin');
    expect(res.verifications.warnings).toContainEqual(CHECK_MESSAGES.cityCorrected('Austin'));
  });

  it("a real city of another ZIP is not guessed at: invalid, the ZIP's city suggested, the address kept", async () => {
    const res = await sandbox.validate(address({ city: 'Dallas' }));
    expect(res.isValid).toBe(false);
    expect(res.verifications.delivery.errors).toContainEqual(CHECK_MESSAGES.cityMismatch('Austin'));
    expect(res.updatedShippingAddress).toBeUndefined();
  });

  it('a state that disagrees with ZIP and city is an error; one that only disagrees with the ZIP is corrected', async () => {
    const wrong = await sandbox.validate(address({ state: 'CA', city: 'Los Angeles' }));
    expect(wrong.isValid).toBe(false);
    expect(wrong.verifications.delivery.errors).toContainEqual(CHECK_MESSAGES.stateMismatch('TX'));
    const fixable = await sandbox.validate(address({ state: 'OK' }));
    expect(fixable.isValid).toBe(true);
    expect(fixable.updatedShippingAddress?.state).toBe('TX');
  });

  it.each([
    ['00000', CHECK_MESSAGES.zipNotFound],
    ['7870', CHECK_MESSAGES.zipFormat],
  ])('ZIP %s: zip4 fails and the address is not found', async (zip, finding) => {
    const res = await sandbox.validate(address({ zip }));
    expect(res.isValid).toBe(false);
    expect(res.verifications.zip4.errors).toContainEqual(finding);
    expect(res.verifications.delivery.errors).toContainEqual(CHECK_MESSAGES.addressNotFound);
  });

  it('required fields are reported with the spec message', async () => {
    const res = await sandbox.validate(address({ address1: '', city: '' }));
    expect(res.isValid).toBe(false);
    expect(res.verifications.delivery.errors).toEqual(
      expect.arrayContaining([CHECK_MESSAGES.required('address1'), CHECK_MESSAGES.required('city')]),
    );
  });

  it('PO box and missing unit are warnings on a valid address, and lower the score', async () => {
    const po = await sandbox.validate(address({ address1: 'PO Box 1234' }));
    expect(po).toMatchObject({ isValid: true, verifications: { poBox: true } });
    expect(po.verifications.warnings).toContainEqual(CHECK_MESSAGES.poBox);
    const apt = await sandbox.validate(address({ address1: '1200 Barton Springs Apartments' }));
    expect(apt).toMatchObject({ isValid: true, verifications: { missingUnit: true } });
  });

  it('a Canadian postal code resolves through its forward sortation area', async () => {
    const res = await sandbox.validate(
      address({ address1: '290 Bremner Blvd', city: 'Toronto', state: 'ON', zip: 'M5V 3L9', country: 'CA' }),
    );
    expect(res.verifications.zip4.success).toBe(true);
  });
});

describe('delivery score (orders §7 delivery-defense, §9 bands)', () => {
  it.each([
    [
      'clean business address',
      { company: 'Hill Country Smokehouse', address1: '1100 Congress Ave', zip: '78701' },
      1000,
      'low',
    ],
    ['clean residence', {}, 1000 - SCORE_PENALTIES.residential, 'low'],
    [
      'residence, missing unit',
      { address1: '1200 Barton Springs Apartments' },
      1000 - SCORE_PENALTIES.residential - SCORE_PENALTIES.missingUnit,
      'mid',
    ],
    [
      'unknown ZIP',
      { zip: '00000' },
      1000 - SCORE_PENALTIES.residential - SCORE_PENALTIES.zipNotResolved - SCORE_PENALTIES.notDeliverable,
      'very_high',
    ],
  ])('%s → the expected score and risk band', async (_label, over, score, risk) => {
    const res = await sandbox.deliveryScore(address(over));
    expect(res.score).toBe(score);
    expect(riskLevel(toConfidenceScore(res.score)!)).toBe(risk);
  });

  it('is deterministic and bounded 0–1000', () => {
    const worst = {
      delivery: { success: false, errors: [] },
      zip4: { success: false, errors: [] },
      warnings: [],
      poBox: true,
      missingUnit: true,
      residential: true,
      corrected: ['a', 'b', 'c', 'd'],
    };
    expect(deliveryScoreOf(worst)).toBe(0);
    expect(deliveryScoreOf(worst)).toBe(deliveryScoreOf(structuredClone(worst)));
  });
});
