import { CONFIDENCE_BANDS } from '#domain/confidence/confidence-score.rules';
import { PLAN_NAMES } from '#domain/plans/plan-change.rules';
import { CURRENT_PLAN_VERSION, PAYWALL_BY_PLAN } from '#domain/plans/plan-tables.constants';
import { SiteLink } from '../../site-navigation';
import { rangeText, riskBandRows, type RiskBandRow } from './risk-bands';

const ADVICE: Record<RiskBandRow['level'], string> = {
  low: 'Ship as usual. The address has a strong delivery record.',
  mid: 'Worth a second look: check the street, unit number and ZIP against the order.',
  high: 'Confirm the address with the customer before you buy the label, or insure the parcel.',
  very_high: 'Contact the customer first. Parcels to these addresses are the most often lost or returned.',
};

export default function ConfidenceScorePage() {
  const rows = riskBandRows();
  const withoutScore = Object.entries(PAYWALL_BY_PLAN[CURRENT_PLAN_VERSION])
    .filter(([, walled]) => walled.includes('confidence_score'))
    .map(([plan]) => PLAN_NAMES[plan as keyof typeof PLAN_NAMES]);
  return (
    <article className="site-section site-prose">
      <p>
        <SiteLink href="/docs">← Docs</SiteLink>
      </p>
      <h1>What is the confidence score?</h1>
      <p className="site-lead">
        The confidence score tells you, before you buy a label, how likely a parcel is to reach the address on the
        order. It runs from 0 (almost certain trouble) to 100 (a reliable address).
      </p>

      <h2>Where the score comes from</h2>
      <p>
        When an order is rated, Shipdeck asks the carrier network&apos;s address intelligence about the delivery
        address: whether it is a real delivery point, how parcels delivered there have fared, and signs of risk such as
        a mismatched unit or an address that often refuses parcels. The answer is turned into one number from 0 to 100
        and shown in the <strong>confidence score</strong> column of the orders grid and on each order.
      </p>

      <h2>The risk bands</h2>
      <p>Each score falls into one of four bands. A score on a boundary belongs to the safer band.</p>
      <div className="site-table-wrap">
        <table className="site-table">
          <thead>
            <tr>
              <th scope="col">Score</th>
              <th scope="col">Risk</th>
              <th scope="col">What to do</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.level}>
                <td>{rangeText(row)}</td>
                <td>{row.label}</td>
                <td>{ADVICE[row.level]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2>Insuring risky addresses automatically</h2>
      <p>
        In <strong>Settings</strong>, you can have Shipdeck add full-coverage insurance by score. Choose a band, and
        every order whose score falls in that band or a riskier one gets insurance added automatically. The bands to
        choose from are:
      </p>
      <ul>
        {CONFIDENCE_BANDS.map((band) => (
          <li key={band}>
            <code>{band}</code>
          </li>
        ))}
      </ul>
      <p>
        Choosing the top band insures every scored order; choosing the lowest insures only the riskiest. Orders without
        a score are never insured automatically.
      </p>

      <h2>Which plans include it</h2>
      <p>
        The confidence score is included on every plan except {withoutScore.join(' and ')}. See{' '}
        <SiteLink href="/pricing">pricing</SiteLink> for the plans.
      </p>

      <h2>Good habits</h2>
      <ul>
        <li>Glance at the confidence score column of the orders grid before a big print run.</li>
        <li>For high-value perishable boxes, treat a mid-risk score as a reason to confirm the address.</li>
        <li>
          A low score is not a verdict on the customer: new buildings and rural routes often score lower at first.
        </li>
      </ul>
    </article>
  );
}
