import { LOGO_MAX_BYTES } from '#domain/constants/limits.constants';
import { SiteLink } from '../../site-navigation';
import { APP_LINKS } from '../../layout/site-links';

const STEPS = [
  {
    title: 'Create your account',
    text: 'Sign up with your email and a password, or with Google, LinkedIn or Microsoft. Your account starts on the trial, so you can ship real orders at once.',
  },
  {
    title: 'Tell us about your company',
    text: `Your company name and logo appear in the app and on your branded tracking page. The logo can be up to ${LOGO_MAX_BYTES / 1024 / 1024} MB.`,
  },
  {
    title: 'Add your first warehouse',
    text: 'The address you ship from: name, street, city, state, the full ZIP code and a phone number the carrier can call. Add more warehouses later.',
  },
  {
    title: 'Set your shipping schedule',
    text: 'The days you ship and your time zone. Shipdeck uses it to work out ship dates and transit times, and to warn you before a parcel would spend a weekend in transit.',
  },
  {
    title: 'Choose your preferred services',
    text: 'Pick the UPS, FedEx and USPS services you are happy to use, or connect your own carrier account. Shipdeck rates orders against your choices.',
  },
  {
    title: 'Bring in your orders',
    text: 'Connect your store (Shopify, WooCommerce, BigCommerce, Squarespace, Square, Amazon and others) or import a CSV. New orders then arrive on their own.',
  },
  {
    title: 'Add funds and ship',
    text: 'Labels are paid from your Shipdeck balance. Add funds with a card or bank account, rate your first order and buy its label.',
  },
] as const;

export default function GettingStartedPage() {
  return (
    <article className="site-section site-prose">
      <p>
        <SiteLink href="/docs">← Docs</SiteLink>
      </p>
      <h1>Getting started</h1>
      <p className="site-lead">
        Most merchants go from sign-up to their first label in under half an hour. The app walks you through these steps
        when you first sign in; you can skip a step and come back to it.
      </p>
      <ol className="site-doc-steps">
        {STEPS.map((step) => (
          <li key={step.title}>
            <h2>{step.title}</h2>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      <h2>Good to know</h2>
      <ul>
        <li>
          Every label is charged at our rate plus your plan&apos;s label fee; see{' '}
          <SiteLink href="/pricing">pricing</SiteLink>.
        </li>
        <li>
          Read <SiteLink href="/docs/what-is-the-confidence-score">what the confidence score means</SiteLink> before
          your first big print run.
        </li>
        <li>
          Shipping your own shop&apos;s orders from code? Use the <SiteLink href="/docs/api">public API</SiteLink>.
        </li>
      </ul>
      <p className="site-actions">
        <a className="site-button site-button-primary" href={APP_LINKS.signUp}>
          Start free
        </a>
      </p>
    </article>
  );
}
