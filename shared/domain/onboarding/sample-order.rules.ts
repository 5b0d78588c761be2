/**
 * The sample order the wizard offers a merchant with no order of their own (accounts §5 Onboarding,
 * finished with a first rated order): one parcel to a real address in the region of their first
 * warehouse, so the rates they see are the ones their own orders will get.
 */

export interface SampleRecipient {
  name: string;
  address1: string;
  city: string;
  state: string;
  zip: string;
}

type Region = 'northeast' | 'southeast' | 'midwest' | 'southCentral' | 'mountain' | 'pacific';

const RECIPIENTS: Record<Region, SampleRecipient> = {
  northeast: { name: 'Jordan Sample', address1: '350 Jay St', city: 'Brooklyn', state: 'NY', zip: '11201' },
  southeast: { name: 'Jordan Sample', address1: '55 Park Pl NE', city: 'Atlanta', state: 'GA', zip: '30303' },
  midwest: { name: 'Jordan Sample', address1: '1000 W Fulton Market', city: 'Chicago', state: 'IL', zip: '60607' },
  southCentral: { name: 'Jordan Sample', address1: '2000 S Lamar Blvd', city: 'Austin', state: 'TX', zip: '78704' },
  mountain: { name: 'Jordan Sample', address1: '1701 Wynkoop St', city: 'Denver', state: 'CO', zip: '80202' },
  pacific: { name: 'Jordan Sample', address1: '1120 NW Couch St', city: 'Portland', state: 'OR', zip: '97209' },
};

const REGION_OF_STATE: Record<string, Region> = Object.fromEntries(
  (
    [
      ['northeast', ['ME', 'NH', 'VT', 'MA', 'RI', 'CT', 'NY', 'NJ', 'PA']],
      ['southeast', ['DE', 'MD', 'DC', 'VA', 'WV', 'NC', 'SC', 'GA', 'FL', 'KY', 'TN', 'AL', 'MS', 'PR']],
      ['midwest', ['OH', 'IN', 'IL', 'MI', 'WI', 'MN', 'IA', 'MO', 'ND', 'SD', 'NE', 'KS']],
      ['southCentral', ['AR', 'LA', 'OK', 'TX']],
      ['mountain', ['MT', 'ID', 'WY', 'CO', 'UT', 'NV', 'AZ', 'NM']],
      ['pacific', ['CA', 'OR', 'WA', 'AK', 'HI']],
    ] as const
  ).flatMap(([region, states]) => states.map((s) => [s, region])),
);

/** A recipient in the warehouse's region (US census-like regions); outside the US, the central one. */
export function sampleRecipientFor(warehouse: { address: { state: string; country: string } }): SampleRecipient {
  const region =
    warehouse.address.country.toUpperCase() === 'US'
      ? REGION_OF_STATE[warehouse.address.state.toUpperCase()]
      : undefined;
  return RECIPIENTS[region ?? 'southCentral'];
}

export const SAMPLE_ORDER_TAG = 'Sample';

/** The order request of the sample: one parcel with one 10 lb product, from the warehouse given. */
export function sampleOrderFor(
  warehouse: { id: string; address: { state: string; country: string } },
  orderNumber: string,
) {
  const to = sampleRecipientFor(warehouse);
  return {
    orderNumber,
    warehouseId: warehouse.id,
    shippingAddress: {
      name: to.name,
      company: '',
      email: '',
      phone: '',
      address1: to.address1,
      address2: '',
      city: to.city,
      state: to.state,
      country: 'US',
      zip: to.zip,
      residential: true,
    },
    shipments: [
      {
        box: {
          name: '12x12x12 Insulated',
          dimensions: { length: 12, width: 12, height: 12, units: 'in' as const },
          weight: { value: 2, units: 'lb' as const },
        },
        products: [
          {
            _id: 'sample-product',
            sku: 'SAMPLE-1',
            title: 'Sample product',
            quantity: 1,
            price: 40,
            dimensions: {
              length: 10,
              width: 8,
              height: 6,
              units: 'in' as const,
              weight: { value: 10, units: 'lb' as const },
            },
          },
        ],
        packagings: [],
        options: {
          dryIceActive: false,
          saturdayDelivery: false,
          carbonNeutral: false,
          carrierInsuranceAmountActive: false,
          carrierInsuranceAmountAutomatic: false,
        },
      },
    ],
    tags: [SAMPLE_ORDER_TAG],
    comment: 'A sample order from onboarding: delete it whenever you like.',
  };
}
