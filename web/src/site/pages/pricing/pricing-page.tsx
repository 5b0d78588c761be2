import { useState } from 'react';
import type { BillingCycle } from '#domain/plans/plan-change.rules';
import { CURRENT_PLAN_VERSION } from '#domain/plans/plan-tables.constants';
import { planOffers, trialOffer } from '../../lib/plan-offer';
import { BillingCycleSwitch } from './billing-cycle-switch';
import { PlanCard } from './plan-card';
import { PlanTable } from './plan-table';
import { PricingFaq } from './pricing-faq';

export default function PricingPage() {
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  const offers = planOffers(CURRENT_PLAN_VERSION, cycle);
  const trial = trialOffer();
  return (
    <>
      <section className="site-section site-pricing-head">
        <span className="site-eyebrow">Pricing</span>
        <h1>Plans that grow with your shipping</h1>
        <p className="site-lead">
          A plan fee, then a small fee per label on top of our discounted carrier postage. Every account starts with a{' '}
          {trial.months}-month trial: unlimited shipments at {trial.labelFee} a label.
        </p>
        <BillingCycleSwitch value={cycle} onChange={setCycle} />
      </section>
      <section className="site-section site-pricing-cards" aria-label="Plans">
        <div className="site-grid site-plan-grid">
          {offers.map((offer) => (
            <PlanCard key={offer.plan} offer={offer} />
          ))}
        </div>
      </section>
      <section className="site-section" aria-labelledby="compare-plans">
        <h2 id="compare-plans">Compare plans</h2>
        <PlanTable version={CURRENT_PLAN_VERSION} cycle={cycle} caption="Current plans" />
      </section>
      <section className="site-section" aria-labelledby="original-plans">
        <h2 id="original-plans">Original plans</h2>
        <p className="site-muted site-narrow">
          Accounts that joined on our first plan table keep its prices and label fees for as long as they stay on it.
        </p>
        <PlanTable version="v1" cycle={cycle} caption="Original plans" />
      </section>
      <PricingFaq />
    </>
  );
}
