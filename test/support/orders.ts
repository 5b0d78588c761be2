import type { OrderRequest } from '#api/orders';

/** A complete, submittable order as the editor sends it. */
export function validOrderRequest(overrides: Partial<OrderRequest> = {}): OrderRequest {
  return {
    orderNumber: `SD-${Math.floor(Math.random() * 1e9)}`,
    shippingAddress: {
      name: 'Maria Lopez',
      company: '',
      email: 'maria@example.com',
      phone: '512-555-0199',
      address1: '2000 S Lamar Blvd',
      address2: '',
      city: 'Austin',
      state: 'TX',
      country: 'US',
      zip: '78704',
      residential: true,
    },
    shipments: [
      {
        box: {
          name: '12x12x12 Insulated',
          dimensions: { length: 12, width: 12, height: 12, units: 'in' },
          weight: { value: 2, units: 'lb' },
        },
        products: [
          {
            _id: 'p-brisket',
            sku: 'BRISKET-5',
            title: 'Smoked brisket 5 lb',
            quantity: 2,
            price: 89,
            dimensions: { length: 10, width: 6, height: 4, units: 'in', weight: { value: 5, units: 'lb' } },
          },
        ],
        packagings: [],
        options: {
          dryIceActive: true,
          dryIceWeight: 3,
          dryIceUnit: 'lb',
          saturdayDelivery: false,
          carbonNeutral: false,
          carrierInsuranceAmountActive: false,
          carrierInsuranceAmountAutomatic: false,
        },
      },
    ],
    tags: ['VIP'],
    comment: 'Leave at the back door',
    ...overrides,
  } as OrderRequest;
}
