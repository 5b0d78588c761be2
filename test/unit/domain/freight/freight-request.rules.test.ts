import { describe, expect, it } from 'vitest';
import { freightQuoteRequestSchema } from '#api/freight';
import { FREIGHT_MESSAGES, freightRequestOf } from '#domain/freight/freight-request.rules';
import { MESSAGES } from '#domain/validation/messages';
import { validFreightQuoteRequest } from '#test/support/freight';

const fieldErrors = (body: unknown) => {
  const r = freightQuoteRequestSchema.safeParse(body);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};
const piece = validFreightQuoteRequest().pieces![0]!;

describe('orders §5 freight piece: package type, commodity, weight, dimensions and class must be valid', () => {
  it('a valid two-pallet frozen request parses', () => {
    expect(fieldErrors(validFreightQuoteRequest())).toEqual({});
  });
  it.each([
    ['packageType', { ...piece, packageType: '' }, 'pieces.0.packageType', MESSAGES.required],
    ['commodity', { ...piece, commodity: ' ' }, 'pieces.0.commodity', MESSAGES.required],
    [
      'weight',
      { ...piece, dimensions: { ...piece.dimensions, weight: 0 } },
      'pieces.0.dimensions.weight',
      MESSAGES.positive,
    ],
    [
      'length',
      { ...piece, dimensions: { ...piece.dimensions, length: -1 } },
      'pieces.0.dimensions.length',
      MESSAGES.positive,
    ],
    ['class', { ...piece, productClass: '71' }, 'pieces.0.productClass', FREIGHT_MESSAGES.freightClass],
  ])('%s', (_, bad, path, message) => {
    expect(fieldErrors(validFreightQuoteRequest({ pieces: [bad] }))[path]).toBe(message);
  });
  it('needs at least one piece', () => {
    expect(fieldErrors(validFreightQuoteRequest({ pieces: [] })).pieces).toBe(FREIGHT_MESSAGES.atLeastOnePiece);
  });
});

describe('orders §9: freight ships within the USA only', () => {
  it('refuses another country and a non-US ZIP', () => {
    const errors = fieldErrors(
      validFreightQuoteRequest({ destination: { city: 'Toronto', state: 'ON', zip: 'M5V 2T6', country: 'CA' } }),
    );
    expect(errors['destination.country']).toBe(FREIGHT_MESSAGES.usaOnly);
    expect(errors['destination.zip']).toBe(FREIGHT_MESSAGES.zip);
  });
  it('refuses a pickup date that is not a calendar day', () => {
    expect(fieldErrors(validFreightQuoteRequest({ pickupDate: '2026-02-30' })).pickupDate).toBe(
      FREIGHT_MESSAGES.pickupDate,
    );
  });
  it('refuses protect from freeze on a Frozen load', () => {
    expect(fieldErrors(validFreightQuoteRequest({ accessorials: [116] })).accessorials).toBe(
      FREIGHT_MESSAGES.sameLoadAccessorial,
    );
  });
  it('refuses an accessorial code the spec does not list', () => {
    expect(fieldErrors(validFreightQuoteRequest({ accessorials: [99 as never] }))['accessorials.0']).toBeDefined();
  });
});

describe('the request the carriers get', () => {
  it('inches and pounds, accessorials once in code order, value in cents', () => {
    const parsed = freightQuoteRequestSchema.parse(
      validFreightQuoteRequest({
        accessorials: [14, 12, 14],
        pieces: [{ ...piece, dimensions: { length: 121.92, width: 101.6, height: 127, unit: 'cm', weight: 900 } }],
      }),
    );
    const request = freightRequestOf(parsed);
    expect(request.accessorials).toEqual([12, 14]);
    expect(request.valueOfGoodsCents).toBe(650_000);
    expect(request.units[0]).toMatchObject({ lengthIn: 48, widthIn: 40, heightIn: 50, weightLb: 900, pallets: 2 });
    expect(request.origin).toMatchObject({ zip: '78701', state: 'TX', country: 'US' });
  });
});
