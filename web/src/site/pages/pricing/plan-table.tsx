import type { BillingCycle } from '#domain/plans/plan-change.rules';
import type { PlanVersion } from '#domain/plans/plan-tables.constants';
import { LIMIT_LABELS, planOffers } from '../../lib/plan-offer';

/** One plan table of the plan source, plans as columns, for the chosen billing cycle. */
export function PlanTable({ version, cycle, caption }: { version: PlanVersion; cycle: BillingCycle; caption: string }) {
  const offers = planOffers(version, cycle);
  return (
    <div className="site-table-wrap">
      <table className="site-table site-plan-table">
        <caption className="site-visually-hidden">{`${caption}, ${cycle} prices`}</caption>
        <thead>
          <tr>
            <th scope="col">Plan</th>
            {offers.map((offer) => (
              <th key={offer.plan} scope="col">
                {offer.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{cycle === 'yearly' ? 'Price per year' : 'Price per month'}</th>
            {offers.map((offer) => (
              <td key={offer.plan}>{offer.price ?? 'Monthly only'}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">Label fee</th>
            {offers.map((offer) => (
              <td key={offer.plan}>{offer.labelFee}</td>
            ))}
          </tr>
          {Object.entries(LIMIT_LABELS).map(([key, label]) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              {offers.map((offer) => (
                <td key={offer.plan}>{offer.limits.find((limit) => limit.key === key)?.value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
