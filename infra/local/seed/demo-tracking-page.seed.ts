import { trackingPageSettingsSchema } from '#domain/tracking/tracking-page.schema';
import { dynamoTrackingPageStore } from '#functions/tracking/adapters/dynamodb.tracking-page-store';
import { DEMO_TRACKING_SUBDOMAIN } from '../local-config';

const DEMO_TRACKING_PAGE = {
  subDomain: DEMO_TRACKING_SUBDOMAIN,
  companyName: 'Hill Country Smokehouse',
  logoUrl: '',
  colors: { header: '#7a1f1f', text: '#1d1d1d', details: '#9c4221' },
  faq: {
    isActive: true,
    questions: [
      {
        question: 'How is my order kept cold?',
        answer: 'Every box ships in an insulated liner with dry ice or gel packs, sized for its transit time.',
      },
      {
        question: 'What if my package is late?',
        answer: 'Put the box in the fridge as soon as it arrives and write to us: we make it right.',
      },
    ],
  },
  productUpsell: {
    isActive: true,
    products: [
      { name: 'Texas BBQ rub', image: '/demo-shop/rub.svg', url: 'https://example.com/rub', price: 12 },
      { name: 'Smoked sausage 2 lb', image: '/demo-shop/sausage.svg', url: 'https://example.com/sausage', price: 24 },
    ],
  },
  contact: { email: 'help@hillcountry.example', phone: '512-555-0100', url: 'https://hillcountry.example' },
};

/** Gives the demo account its tracking page once (also on data seeded before the page existed). */
export async function seedDemoTrackingPage(accountId: string): Promise<void> {
  if (await dynamoTrackingPageStore.get(accountId)) return;
  await dynamoTrackingPageStore.put(accountId, trackingPageSettingsSchema.parse(DEMO_TRACKING_PAGE), 0, '');
}
