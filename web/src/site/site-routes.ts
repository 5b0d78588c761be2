import type { ComponentType } from 'react';
import { PUBLIC_SITE_HOME_PATH } from '#api/public-site-paths';

export interface SitePageProps {
  /** The `:name` segments of the route's path, e.g. `{ slug: 'dry-ice' }` for `/blog/:slug`. */
  params: Readonly<Record<string, string>>;
}

export interface SiteRoute {
  /** A path of shared/api/public-site-paths.ts; `:name` matches one segment. */
  path: string;
  /** The document title (the site's name is appended) and the meta description while the page shows. */
  title: string;
  description: string;
  /** Each page is its own lazy chunk: a folder pages/<name>/ whose <name>-page.tsx default-exports it. */
  load: () => Promise<{ default: ComponentType<SitePageProps> }>;
}

/** The public site's pages, one line each. */
export const SITE_ROUTES: readonly SiteRoute[] = [
  {
    path: PUBLIC_SITE_HOME_PATH,
    title: 'Shipping software for perishable food merchants',
    description:
      'Discounted UPS, FedEx and USPS labels, dry ice and transit-time planning, weather alerts and claims for merchants who ship food.',
    load: () => import('./pages/home/home-page'),
  },
  {
    path: '/pricing',
    title: 'Pricing',
    description:
      'Shipdeck plans from free to enterprise: a plan fee and a small per-label fee on discounted UPS, FedEx and USPS postage. Monthly or yearly.',
    load: () => import('./pages/pricing/pricing-page'),
  },
  {
    path: '/calculator',
    title: 'Shipping rate calculator',
    description:
      "Compare UPS, FedEx and USPS rates for a parcel: Shipdeck's discounted price against the carrier's retail price. No account needed.",
    load: () => import('./pages/calculator/calculator-page'),
  },
  {
    path: '/s/:code',
    title: 'Opening your tracking page',
    description: 'A short link to a shipment on its tracking page.',
    load: () => import('./pages/short-link/short-link-page'),
  },
  {
    path: '/docs',
    title: 'Docs',
    description: 'Shipdeck documentation: getting started, the address confidence score, and the public API reference.',
    load: () => import('./pages/docs/docs-page'),
  },
  {
    path: '/docs/getting-started',
    title: 'Getting started',
    description:
      'From a new Shipdeck account to your first label: company, warehouse, shipping schedule, services, store and funds.',
    load: () => import('./pages/getting-started/getting-started-page'),
  },
  {
    path: '/docs/what-is-the-confidence-score',
    title: 'What is the confidence score?',
    description:
      'How Shipdeck scores each delivery address from 0 to 100, what its risk bands mean, and how insurance is added by band.',
    load: () => import('./pages/what-is-the-confidence-score/what-is-the-confidence-score-page'),
  },
  {
    path: '/docs/api',
    title: 'Public API reference',
    description:
      'The Shipdeck public API: push orders from your own shop with an API key. Endpoints, fields and errors.',
    load: () => import('./pages/api-reference/api-reference-page'),
  },
  {
    path: '/blog',
    title: 'Blog',
    description: 'Guides to shipping perishables: frozen food, dry ice, seafood and shipping food to Canada.',
    load: () => import('./pages/blog/blog-page'),
  },
  {
    // The article page sets its own title and description.
    path: '/blog/:slug',
    title: 'Blog',
    description: 'Guides to shipping perishables from the Shipdeck team.',
    load: () => import('./pages/blog-article/blog-article-page'),
  },
  {
    path: '/privacy-policy',
    title: 'Privacy policy',
    description: 'What personal information Shipdeck collects from merchants and their customers, and why.',
    load: () => import('./pages/privacy-policy/privacy-policy-page'),
  },
  {
    path: '/terms-of-use',
    title: 'Terms of use',
    description: 'The terms between Shipdeck and the merchants who use it: plans, fees, labels and acceptable use.',
    load: () => import('./pages/terms-of-use/terms-of-use-page'),
  },
  {
    path: '/contact-us',
    title: 'Contact us',
    description:
      'Questions about rates, dry ice or perishables? Send Shipdeck a note and a shipping specialist will answer.',
    load: () => import('./pages/contact-us/contact-us-page'),
  },
  {
    path: '/request-a-demo',
    title: 'Request a demo',
    description: 'A 30-minute Shipdeck walkthrough with your own store, boxes, coolant and lanes.',
    load: () => import('./pages/request-a-demo/request-a-demo-page'),
  },
  {
    path: '/shipfare-plus-apply',
    title: 'Apply for ShipFare Plus',
    description:
      'Apply for ShipFare Plus: Shipdeck’s deepest negotiated UPS, FedEx and USPS rates for established shippers.',
    load: () => import('./pages/shipfare-plus-apply/shipfare-plus-apply-page'),
  },
  {
    path: '/partners',
    title: 'Partners',
    description: 'Refer food merchants to Shipdeck: your own link, and a private dashboard of the sign-ups it brings.',
    load: () => import('./pages/partners/partners-page'),
  },
  {
    path: '/partners/:permalink',
    title: 'Sign up for Shipdeck',
    description: 'Shipdeck: shipping software for perishable food merchants.',
    load: () => import('./pages/partner-link/partner-link-page'),
  },
  {
    path: '/partners/:permalink/dashboard',
    title: 'Partner dashboard',
    description: 'Your Shipdeck partner link’s visits and sign-ups.',
    load: () => import('./pages/partner-dashboard/partner-dashboard-page'),
  },
];
