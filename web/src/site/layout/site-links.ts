import { PUBLIC_SITE_HOME_PATH } from '#api/public-site-paths';

/** The app's own pages the site links to (a full page load into the app). */
export const APP_LINKS = {
  home: '/',
  signIn: '/sign-in',
  signUp: '/sign-up',
  fullCoverageTerms: '/full-coverage-terms',
  orderProtectionTerms: '/order-protection-terms',
} as const;

export const SITE_HOME = PUBLIC_SITE_HOME_PATH;

/** The header's navigation, in order. */
export const HEADER_LINKS = [
  { href: '/pricing', text: 'Pricing' },
  { href: '/calculator', text: 'Calculator' },
  { href: '/docs', text: 'Docs' },
  { href: '/blog', text: 'Blog' },
  { href: '/partners', text: 'Partners' },
  { href: '/contact-us', text: 'Contact' },
] as const;

/** The footer's columns. */
export const FOOTER_COLUMNS = [
  {
    title: 'Product',
    links: [
      { href: '/pricing', text: 'Pricing' },
      { href: '/calculator', text: 'Rate calculator' },
      { href: '/docs', text: 'Docs' },
      { href: '/blog', text: 'Blog' },
    ],
  },
  {
    title: 'Company',
    links: [
      { href: '/partners', text: 'Partners' },
      { href: '/contact-us', text: 'Contact us' },
      { href: '/request-a-demo', text: 'Request a demo' },
      { href: '/shipfare-plus-apply', text: 'Apply for ShipFare Plus' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { href: '/privacy-policy', text: 'Privacy policy' },
      { href: '/terms-of-use', text: 'Terms of use' },
      { href: APP_LINKS.fullCoverageTerms, text: 'Full coverage terms' },
      { href: APP_LINKS.orderProtectionTerms, text: 'Order protection terms' },
    ],
  },
] as const;
