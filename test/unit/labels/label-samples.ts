import type { LabelRenderInput } from '#domain/carriers/carrier.models';

/** One label input per carrier, the shapes the sandbox carrier and the purchase flow pass the renderer. */
const from = {
  name: 'Ana Shipper',
  company: 'Hill Country Provisions',
  street1: '1100 Congress Ave',
  street2: 'Suite 200',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'US',
};

const to = {
  name: 'Maria Lopez',
  company: 'Lopez Bakery',
  street1: '2000 S Lamar Blvd',
  street2: 'Apt 4',
  city: 'Austin',
  state: 'TX',
  zip: '78704',
  country: 'US',
};

const base = {
  from,
  to,
  parcel: { lengthIn: 12, widthIn: 10, heightIn: 8, weightLb: 6.5 },
  billableWeightLb: 7,
  shipDate: '2025-03-14',
  reference: 'ORDER-1001',
  zone: 5,
  options: [],
  sandbox: false,
} satisfies Partial<LabelRenderInput>;

export const UPS_SAMPLE: LabelRenderInput = {
  ...base,
  carrier: 'UPS',
  service: 'Ground',
  serviceName: 'UPS Ground',
  trackingCode: '1Z999AA10123456784',
};

export const USPS_SAMPLE: LabelRenderInput = {
  ...base,
  carrier: 'USPS',
  service: 'Priority',
  serviceName: 'USPS Priority Mail',
  trackingCode: '9405511899223197428490',
  options: [{ kind: 'dry_ice', weightLb: 5 }],
};

export const FEDEX_SAMPLE: LabelRenderInput = {
  ...base,
  carrier: 'FedEx',
  service: 'FEDEX_GROUND',
  serviceName: 'FedEx Ground',
  trackingCode: '794698521473',
  sandbox: true,
};

export const SUREPOST_SAMPLE: LabelRenderInput = {
  ...base,
  carrier: 'UPSSurePost',
  service: 'SurePostOver1Lb',
  serviceName: 'UPS SurePost 1 lb or Greater',
  trackingCode: '1Z999AA19234567890',
  parcel: { lengthIn: 9, widthIn: 6, heightIn: 4, weightLb: 2.25 },
  billableWeightLb: 3,
};

/** International (CA): customs declaration on the second page; the postal code is alphanumeric (MaxiCode mode 3). */
export const UPS_CANADA_SAMPLE: LabelRenderInput = {
  ...UPS_SAMPLE,
  service: 'UPSStandard',
  serviceName: 'UPS Standard',
  zone: undefined,
  to: {
    name: 'Élodie Tremblay',
    street1: '24 Sussex Dr',
    city: 'Ottawa',
    state: 'ON',
    zip: 'K1M 1M4',
    country: 'CA',
  },
  options: [{ kind: 'dry_ice', weightLb: 4.4 }],
  customs: {
    contentType: 'merchandise',
    nonDelivery: 'return',
    items: [
      {
        description: 'Smoked brisket, vacuum packed',
        htsCode: '1602.50',
        quantity: 2,
        valueCents: 8900,
        weightLb: 4,
        countryOfOrigin: 'US',
      },
      {
        description: 'BBQ rub ^~_',
        htsCode: '0910.99',
        quantity: 3,
        valueCents: 2450,
        weightLb: 0.75,
        countryOfOrigin: 'US',
      },
    ],
  },
};
