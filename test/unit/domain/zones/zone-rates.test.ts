import { describe, expect, it } from 'vitest';
import type { RateQuoteView } from '#api/shipping';
import { applyZoneMapping, zoneMappedQuote } from '#domain/zones/zone-rates.rules';
import type { MappingForMatch } from '#domain/zones/zone-match.rules';

const quote = (carrier: RateQuoteView['carrier'], service: string, priceCents: number): RateQuoteView => ({
  rateId: `${carrier}-${service}`,
  carrier,
  carrierName: carrier,
  service,
  serviceName: `${carrier} ${service}`,
  priceCents,
  marketPriceCents: priceCents,
  savingCents: 0,
  charges: [],
  transitDays: 2,
  estimatedDeliveryDate: '2026-12-01',
  badges: [],
});

const quotes = [quote('UPS', 'Ground', 900), quote('USPS', 'Priority', 1200), quote('USPS', 'Express', 3000)];
const texas: MappingForMatch = {
  id: 'tx',
  name: 'Texas',
  position: 0,
  zipcodes: [],
  states: ['TX'],
  carriers: ['USPS'],
  services: ['Priority', 'Express'],
  shops: ['manual'],
};
const order = { storeId: 'manual', shippingAddress: { zip: '78701', state: 'TX' } };

describe('zone mapping in the rate shop (orders §5)', () => {
  it('the cheapest quote of the mapped carrier and services is the mapped one', () => {
    expect(zoneMappedQuote(quotes, texas)?.rateId).toBe('USPS-Priority');
    expect(zoneMappedQuote(quotes, { ...texas, carriers: ['FedEx'] })).toBeUndefined();
  });

  it('marks the mapped quote and preselects it', () => {
    const out = applyZoneMapping(quotes, [texas], order);
    expect(out.preselect?.rateId).toBe('USPS-Priority');
    expect(out.quotes.map((q) => q.zoneMapping ?? null)).toEqual([null, { id: 'tx', name: 'Texas' }, null]);
  });

  it('a service chosen by hand stays: the quote is marked but not preselected', () => {
    const out = applyZoneMapping(quotes, [texas], { ...order, automation: { manualFields: ['service'] } });
    expect(out.preselect).toBeUndefined();
    expect(out.quotes[1]?.zoneMapping).toEqual({ id: 'tx', name: 'Texas' });
  });

  it('an order to another state, or from another shop, is left alone', () => {
    expect(applyZoneMapping(quotes, [texas], { ...order, shippingAddress: { zip: '10001', state: 'NY' } })).toEqual({
      quotes,
    });
    expect(applyZoneMapping(quotes, [texas], { ...order, storeId: 'hill.myshopify.com' }).preselect).toBeUndefined();
  });
});
