import { BILLING_CYCLES, type BillingCycle } from '#domain/plans/plan-change.rules';

const LABELS: Record<BillingCycle, string> = { monthly: 'Monthly', yearly: 'Yearly' };

/** Monthly or yearly prices: two radio buttons drawn as one segmented control. */
export function BillingCycleSwitch({
  value,
  onChange,
}: {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
}) {
  return (
    <fieldset className="site-segmented">
      <legend className="site-visually-hidden">Billing</legend>
      {BILLING_CYCLES.map((cycle) => (
        <label key={cycle} className={cycle === value ? 'site-segmented-on' : undefined}>
          <input
            type="radio"
            name="billing-cycle"
            value={cycle}
            checked={cycle === value}
            onChange={() => onChange(cycle)}
          />
          {LABELS[cycle]}
        </label>
      ))}
    </fieldset>
  );
}
