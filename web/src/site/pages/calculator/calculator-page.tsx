import { useState } from 'react';
import { HumanCheck } from '../../components/human-check';
import { SiteLink } from '../../site-navigation';
import { APP_LINKS } from '../../layout/site-links';
import { CalculatorFormView } from './calculator-form';
import { EMPTY_CALCULATOR_FORM, type CalculatorForm } from './calculator-form-state';
import { QuoteTable } from './quote-table';
import { useRateEstimate } from './use-rate-estimate';
import './calculator.css';

/** The public rate calculator (accounts §3 Rate estimate): no account needed, discounted rates against retail. */
export default function CalculatorPage() {
  const [form, setForm] = useState<CalculatorForm>(EMPTY_CALCULATOR_FORM);
  const { state, estimate } = useRateEstimate();
  const [token, setToken] = useState<string | undefined>();
  // Tokens are single-use: after each quote the widget asks again.
  const [quotes, setQuotes] = useState(0);
  const submit = () =>
    void estimate(form, token).then((sent) => {
      if (!sent) return;
      setToken(undefined);
      setQuotes((n) => n + 1);
    });
  return (
    <>
      <section className="site-section site-pricing-head">
        <span className="site-eyebrow">Rate calculator</span>
        <h1>What would this parcel cost on Shipdeck?</h1>
        <p className="site-lead">
          Compare UPS, FedEx and USPS rates for your parcel: our discounted price against the carrier's retail price. No
          account needed.
        </p>
      </section>
      <section className="site-section calculator-layout">
        <div className="site-card">
          <CalculatorFormView
            form={form}
            errors={state.status === 'invalid' ? state.errors : {}}
            loading={state.status === 'loading'}
            onChange={(patch) => setForm((f) => ({ ...f, ...patch }))}
            onSubmit={submit}
          >
            <HumanCheck
              onToken={setToken}
              resetSignal={quotes}
              error={state.status === 'invalid' ? state.humanCheck : undefined}
            />
          </CalculatorFormView>
        </div>
        {state.status === 'failed' && (
          <p className="site-error-summary" role="alert">
            {state.message}
          </p>
        )}
        {state.status === 'done' && <QuoteTable view={state.view} />}
      </section>
      <section className="site-section site-band calculator-cta">
        <h2>Ship at these rates</h2>
        <p>Start free: connect your store, print discounted labels and pay only for what you ship.</p>
        <div className="site-actions">
          <a className="site-button site-button-primary" href={APP_LINKS.signUp}>
            Start free
          </a>
          <SiteLink className="site-button site-button-secondary" href="/pricing">
            See pricing
          </SiteLink>
        </div>
      </section>
    </>
  );
}
