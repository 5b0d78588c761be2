import { CURRENT_PLAN_VERSION } from '#domain/plans/plan-tables.constants';
import { SiteLink } from '../../site-navigation';
import { APP_LINKS } from '../../layout/site-links';
import { planOffers, trialOffer } from '../../lib/plan-offer';
import { FEATURES, STEPS } from './home-content';

export default function HomePage() {
  return (
    <>
      <Hero />
      <section className="site-section" aria-labelledby="home-features">
        <div className="site-section-head">
          <span className="site-eyebrow">Built for perishables</span>
          <h2 id="home-features">Everything between the walk-in freezer and the doorstep</h2>
          <p className="site-lead">
            General shipping tools treat a box of steaks like a box of socks. Shipdeck knows it has a clock on it.
          </p>
        </div>
        <div className="site-grid site-feature-grid">
          {FEATURES.map((feature) => (
            <article key={feature.title} className="site-card">
              <h3>{feature.title}</h3>
              <p className="site-muted">{feature.text}</p>
            </article>
          ))}
        </div>
      </section>
      <CalculatorTeaser />
      <section className="site-section" aria-labelledby="home-steps">
        <div className="site-section-head">
          <span className="site-eyebrow">How it works</span>
          <h2 id="home-steps">Shipping in an afternoon, not a quarter</h2>
        </div>
        <ol className="site-steps">
          {STEPS.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p className="site-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <PlansTeaser />
    </>
  );
}

function Hero() {
  const trial = trialOffer();
  return (
    <section className="site-hero">
      <div className="site-section site-hero-inner">
        <div>
          <span className="site-eyebrow">Shipping for food merchants</span>
          <h1>Ship perishables that arrive cold, on time, and insured.</h1>
          <p className="site-lead">
            Shipdeck imports your store orders, picks the cheapest UPS, FedEx or USPS service that still arrives before
            the ice runs out, and buys the label at our discounted rates. Dry ice, weather holds and claims are handled
            in the same place.
          </p>
          <div className="site-actions">
            <a className="site-button site-button-primary site-button-large" href={APP_LINKS.signUp}>
              Start free
            </a>
            <SiteLink className="site-button site-button-large" href="/calculator">
              Compare rates
            </SiteLink>
          </div>
          <p className="site-muted site-hero-note">
            Every account starts with a {trial.months}-month trial: unlimited shipments at {trial.labelFee} a label. No
            card needed to look around.
          </p>
        </div>
        <HeroPanel />
      </div>
    </section>
  );
}

/** A still picture of the product's promise: one order, its service, coolant and arrival. */
function HeroPanel() {
  return (
    <div className="site-hero-panel" aria-hidden="true">
      <div className="site-hero-panel-row site-hero-panel-head">
        <span>Example order #10482</span>
        <span className="site-badge">Ready to ship</span>
      </div>
      <dl className="site-hero-panel-list">
        <div>
          <dt>Box</dt>
          <dd>Insulated 12×10×9 in, 14.2 lb</dd>
        </div>
        <div>
          <dt>Coolant</dt>
          <dd>Dry ice, 5 lb</dd>
        </div>
        <div>
          <dt>Service</dt>
          <dd>UPS 2nd Day Air · arrives Thu</dd>
        </div>
        <div>
          <dt>Address confidence</dt>
          <dd>92 · low risk</dd>
        </div>
      </dl>
    </div>
  );
}

function CalculatorTeaser() {
  return (
    <section className="site-band">
      <div className="site-section site-split">
        <div>
          <span className="site-eyebrow">Rate calculator</span>
          <h2>See what a cold-chain box really costs</h2>
          <p className="site-lead">
            Enter the two ZIP codes, the box and its weight. The calculator prices the parcel with each carrier and
            shows our rate next to the carrier&apos;s retail price, so you see the saving before you sign up.
          </p>
        </div>
        <div className="site-actions site-split-actions">
          <SiteLink className="site-button site-button-primary site-button-large" href="/calculator">
            Open the calculator
          </SiteLink>
        </div>
      </div>
    </section>
  );
}

function PlansTeaser() {
  const offers = planOffers(CURRENT_PLAN_VERSION, 'monthly');
  return (
    <section className="site-section" aria-labelledby="home-plans">
      <div className="site-section-head">
        <span className="site-eyebrow">Plans</span>
        <h2 id="home-plans">Start free, pay for what you ship</h2>
        <p className="site-lead">A plan fee and a small fee per label. Carrier postage is at our discounted rates.</p>
      </div>
      <div className="site-grid site-plan-grid">
        {offers.map((offer) => (
          <SiteLink key={offer.plan} href="/pricing" className="site-card">
            <h3>{offer.name}</h3>
            <p className="site-plan-price">
              <strong>{offer.price}</strong>{' '}
              {offer.per && <span className="site-muted site-plan-per">{offer.per}</span>}
            </p>
            <p className="site-muted">{offer.labelFee} per label</p>
          </SiteLink>
        ))}
      </div>
      <p className="site-actions">
        <SiteLink className="site-button" href="/pricing">
          Compare plans
        </SiteLink>
      </p>
    </section>
  );
}
