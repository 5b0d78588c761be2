import type { FreightQuoteRequestBody } from '#api/freight';

/** Two pallets of frozen seafood from Austin to a Dallas home, with lift gate (12) and residential (14) delivery. */
export function validFreightQuoteRequest(overrides: Partial<FreightQuoteRequestBody> = {}): FreightQuoteRequestBody {
  return {
    pickupDate: '2026-12-02',
    contactName: 'Dock Manager',
    valueOfGoods: 6500,
    origin: { street: '1100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701', country: 'USA' },
    destination: { street: '2500 Victory Ave', city: 'Dallas', state: 'TX', zip: '75219', country: 'USA' },
    pieces: [
      {
        numberOfPeices: 12,
        quantity: 2,
        packageType: 'Pallet',
        commodity: 'Frozen seafood',
        productClass: '70',
        nmfc: '',
        dimensions: { length: 48, width: 40, height: 50, unit: 'in', weight: 900 },
        hazmat: false,
        stackable: false,
      },
    ],
    loadType: 'Frozen',
    accessorials: [12, 14],
    ...overrides,
  };
}
