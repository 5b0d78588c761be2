import { SiteLink } from '../../site-navigation';
import { APP_LINKS } from '../../layout/site-links';
import { PLAN_PITCH, type PlanOffer } from '../../lib/plan-offer';

export function PlanCard({ offer }: { offer: PlanOffer }) {
  const headingId = `plan-${offer.plan}`;
  return (
    <article className="site-card site-plan-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{offer.name}</h3>
      <p className="site-muted">{PLAN_PITCH[offer.plan]}</p>
      <p className="site-plan-price">
        {offer.price ? (
          <>
            <strong>{offer.price}</strong> {offer.per && <span className="site-muted site-plan-per">{offer.per}</span>}
          </>
        ) : (
          <span className="site-muted">Monthly billing only</span>
        )}
      </p>
      <p className="site-plan-saving">{offer.yearlySaving ? `Save ${offer.yearlySaving} a year` : ' '}</p>
      <ul className="site-plan-features">
        <li>
          <strong>{offer.labelFee}</strong> per label
        </li>
        {offer.limits.map((limit) => (
          <li key={limit.key}>
            <strong>{limit.value}</strong> {limit.unit}
          </li>
        ))}
      </ul>
      {offer.plan === 'enterprise' ? (
        <SiteLink className="site-button" href="/request-a-demo">
          Talk to sales
        </SiteLink>
      ) : (
        <a className={`site-button${offer.plan === 'grow' ? ' site-button-primary' : ''}`} href={APP_LINKS.signUp}>
          Start free
        </a>
      )}
    </article>
  );
}
