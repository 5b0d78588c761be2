import type { TrackingLookupView, TrackingPageSettingsRequest, TrackingPageSettingsView } from '#api/tracking-page';
import { DEFAULT_EMAIL_COLORS } from '#domain/constants/settings.constants';
import { isHexColor } from '#domain/tracking/notification-template.schema';

/** What the tracking page form edits; prices stay text while typed, the shared schema reads them. */
export interface TrackingPageFormValues {
  subDomain: string;
  companyName: string;
  logoUrl: string;
  colors: { header: string; text: string; details: string };
  faq: { isActive: boolean; questions: { question: string; answer: string }[] };
  productUpsell: { isActive: boolean; products: { name: string; image: string; url: string; price: string }[] };
  contact: { email: string; phone: string; url: string };
}

export function trackingPageToFormValues(s: TrackingPageSettingsView): TrackingPageFormValues {
  return {
    subDomain: s.subDomain,
    companyName: s.companyName,
    logoUrl: s.logoUrl,
    colors: { ...s.colors },
    faq: { isActive: s.faq.isActive, questions: s.faq.questions.map((q) => ({ ...q })) },
    productUpsell: {
      isActive: s.productUpsell.isActive,
      products: s.productUpsell.products.map((p) => ({ ...p, price: String(p.price) })),
    },
    contact: { ...s.contact },
  };
}

const priceOf = (price: string) => (price.trim() !== '' && Number.isFinite(Number(price)) ? Number(price) : price);

/** The PUT body: the form's fields and the version it was loaded at. */
export function toTrackingPageRequest(
  values: TrackingPageFormValues,
  loaded: Pick<TrackingPageSettingsView, 'version'>,
): TrackingPageSettingsRequest {
  return {
    ...values,
    productUpsell: {
      ...values.productUpsell,
      products: values.productUpsell.products.map((p) => ({ ...p, price: priceOf(p.price) as number })),
    },
    version: loaded.version,
  };
}

export const CONFLICT_MESSAGE = 'The tracking page settings were changed by someone else. Reload them and try again.';

const colorOr = (value: string, fallback: string) => (isHexColor(value.trim()) ? value.trim() : fallback);

/**
 * The preview's page: the form's branding as typed (a colour not yet valid keeps its default, an
 * unfinished product is left out) around a sample order looked up by email and order number.
 */
export function samplePreview(values: TrackingPageFormValues, accountName: string): TrackingLookupView {
  const branding = {
    companyName: values.companyName.trim() || accountName,
    logoUrl: /^https:\/\//i.test(values.logoUrl.trim()) ? values.logoUrl.trim() : '',
    colors: {
      header: colorOr(values.colors.header, DEFAULT_EMAIL_COLORS.header),
      text: colorOr(values.colors.text, DEFAULT_EMAIL_COLORS.text),
      details: colorOr(values.colors.details, DEFAULT_EMAIL_COLORS.details),
    },
    faq: { isActive: values.faq.isActive, questions: values.faq.questions.filter((q) => q.question.trim()) },
    productUpsell: {
      isActive: values.productUpsell.isActive,
      products: values.productUpsell.products
        .filter((p) => p.name.trim())
        .map((p) => ({ ...p, price: priceOf(p.price) })),
    },
    contact: { ...values.contact },
  };
  const at = (day: string, time: string) => `${day}T${time}:00Z`;
  return {
    branding,
    order: { orderNumber: '1001', recipientFirstName: 'Maria', destination: { city: 'Austin', state: 'TX' } },
    shipments: [
      {
        carrier: 'UPS',
        service: 'UPS Ground',
        trackingCode: '1Z999AA10123456784',
        trackingLink: 'https://www.ups.com/track?loc=en_US&tracknum=1Z999AA10123456784',
        status: 'in_transit',
        statusLabel: 'In transit',
        step: 1,
        estimatedDeliveryDate: '2030-01-04',
        events: [
          {
            message: 'Departed from facility',
            status: 'in_transit',
            datetime: at('2030-01-03', '06:10'),
            location: { city: 'Dallas', state: 'TX', country: 'US' },
          },
          {
            message: 'Picked up by the carrier',
            status: 'in_transit',
            datetime: at('2030-01-02', '17:45'),
            location: { city: 'Kansas City', state: 'MO', country: 'US' },
          },
          {
            message: 'Shipping label created',
            status: 'pre_transit',
            datetime: at('2030-01-02', '09:00'),
            location: { city: 'Kansas City', state: 'MO', country: 'US' },
          },
        ],
        items: [
          { name: 'Smoked brisket 5 lb', quantity: 1 },
          { name: 'BBQ rub', quantity: 2 },
        ],
      },
    ],
  } as TrackingLookupView;
}
