import { describe, expect, it } from 'vitest';
import type { FreightQuoteView } from '#api/freight';
import { freightApi } from '#web/api/freight-api';
import { FreightResultsTable } from '#web/pages/freight/freight-results-table';
import { answeringClient } from '#test/support/web-api';
import { staticHtml } from '#test/support/web-render';

const OFFERS: FreightQuoteView = {
  quoteId: 'fq-1',
  createdAt: '2026-11-28T07:00:00.000Z',
  expiresAt: '2099-11-29T07:00:00.000Z',
  request: {
    pickupDate: '2026-11-30',
    origin: { city: 'Austin', state: 'TX', zip: '78701' },
    destination: { city: 'Boston', state: 'MA', zip: '02114' },
    loadType: 'Frozen',
    accessorials: [14],
    pallets: 1,
    totalWeightLb: 10,
  },
  quotes: [
    {
      quoteId: 'KCFX-0ABC123',
      carrierName: 'Keystone Cold Freight',
      scac: 'KCFX',
      totalCents: 34_580,
      freightCents: 25_555,
      accessorialCents: 9_025,
      accessorialLines: [{ code: 14, name: 'Residential delivery', cents: 9_025 }],
      transitDaysMin: 5,
      transitDaysMax: 7,
      expiresAt: '2099-11-29T07:00:00.000Z',
    },
  ],
  messages: ['Prairie Transport: no reefer equipment for Frozen loads'],
  orderId: 'ord-1',
};

describe('the order rate shop’s LTL leg', () => {
  it('asks POST …/shipments/{shipmentId}/freight-offers, ids escaped', async () => {
    const { client, calls } = answeringClient({ orderId: 'ord 1', shipmentId: 'shp_1', messages: [] });
    await freightApi(client).shipmentOffers({ orderId: 'ord 1', shipmentId: 'shp_1' });
    const [url, init] = calls()[0]!;
    expect(url).toBe('/api/v1/orders/ord%201/shipments/shp_1/freight-offers');
    expect(init.method).toBe('POST');
  });

  it('lists the offers under "LTL freight", one pallet said as such, each with Book freight', async () => {
    const out = await staticHtml(
      <FreightResultsTable result={OFFERS} title="LTL freight" bookText="Book freight" onBook={() => {}} />,
    );
    expect(out).toContain('LTL freight');
    expect(out).toContain('1 pallet, 10 lb, 78701 → 02114');
    expect(out).toContain('aria-label="Book freight Keystone Cold Freight"');
    expect(out).toContain('$345.80');
  });
});
