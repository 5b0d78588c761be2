import { describe, expect, it } from 'vitest';
import type { RateRequest } from '#domain/carriers/carrier.models';
import { exceedsParcelLimits, freightRequestForShipment, wantsFreight } from '#domain/freight/order-freight.rules';

const parcel = (weightLb: number, lengthIn = 20) => ({ lengthIn, widthIn: 16, heightIn: 12, weightLb });
const request = (parcels: RateRequest['parcels'], residential = false) => ({
  shipDate: '2026-12-02',
  from: { street1: '1100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701', country: 'US' },
  to: {
    name: 'Maria',
    street1: '2500 Victory Ave',
    city: 'Dallas',
    state: 'tx',
    zip: '75219-1234',
    country: 'US',
    residential,
  },
  parcels,
});

describe('when the rate shop asks the LTL carriers too', () => {
  it('an order with a load type, or a shipment over 150 lb or with a side over 108 in', () => {
    expect(wantsFreight('Frozen', [parcel(20)])).toBe(true);
    expect(wantsFreight(null, [parcel(150)])).toBe(false);
    expect(wantsFreight(null, [parcel(150.5)])).toBe(true);
    expect(exceedsParcelLimits([parcel(20, 108)])).toBe(false);
    expect(exceedsParcelLimits([parcel(20, 109)])).toBe(true);
    expect(wantsFreight('', [parcel(20)])).toBe(false);
  });

  it('asks for each parcel as a pallet classed by density, residential delivery for a home', () => {
    const r = freightRequestForShipment(request([parcel(400, 48)], true), 'refrigerated')!;
    expect(r.loadType).toBe('Refrigerated');
    expect(r.accessorials).toEqual([14]);
    expect(r.destination).toMatchObject({ state: 'TX', zip: '75219', contactName: 'Maria' });
    // 48×16×12 in is 5.33 ft³: 400 lb is 75 lb/ft³, class 50.
    expect(r.units).toEqual([expect.objectContaining({ pallets: 1, weightLb: 400, freightClass: '50' })]);
  });

  it('nothing for a parcel-sized dry order, or outside the USA', () => {
    expect(freightRequestForShipment(request([parcel(20)]), null)).toBeUndefined();
    const abroad = request([parcel(400)]);
    expect(freightRequestForShipment({ ...abroad, to: { ...abroad.to, country: 'CA' } }, null)).toBeUndefined();
  });
});
