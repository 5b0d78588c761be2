import type { RateEstimateView } from '#api/rate-estimates';
import { bestSaving } from '#domain/rate-estimates/rate-estimate.rules';
import { dollars, transitText } from './money';

/** The discounted-rate comparison: every quote, cheapest first, Shipdeck's price against the carrier's retail. */
export function QuoteTable({ view }: { view: RateEstimateView }) {
  const best = bestSaving(view.rows);
  return (
    <section className="calculator-results" aria-labelledby="calculator-results-title">
      <h2 id="calculator-results-title">Your rates</h2>
      {best && (
        <p className="calculator-headline">
          Save up to <strong>{dollars(best.savingCents)}</strong> ({best.savingPercent}%) on this parcel with{' '}
          {best.serviceName}.
        </p>
      )}
      {view.rows.length === 0 ? (
        <p className="site-muted">No carrier quoted this parcel.</p>
      ) : (
        <div className="site-table-wrap">
          <table className="site-table calculator-table">
            <caption className="site-visually-hidden">Rates sorted by Shipdeck price</caption>
            <thead>
              <tr>
                <th scope="col">Carrier</th>
                <th scope="col">Service</th>
                <th scope="col">Transit</th>
                <th scope="col">Retail price</th>
                <th scope="col">Shipdeck price</th>
                <th scope="col">You save</th>
              </tr>
            </thead>
            <tbody>
              {view.rows.map((row) => (
                <tr key={`${row.carrier}:${row.service}`}>
                  <td>{row.carrierName}</td>
                  <td>{row.serviceName}</td>
                  <td>{transitText(row.transitDays)}</td>
                  <td className="calculator-retail">{dollars(row.retailCents)}</td>
                  <td className="calculator-price">{dollars(row.priceCents)}</td>
                  <td>
                    {row.savingCents > 0 ? (
                      <span className="calculator-saving">
                        {dollars(row.savingCents)} ({row.savingPercent}%)
                      </span>
                    ) : (
                      <span className="site-muted">—</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="site-muted calculator-note">
        Prices for shipping on {view.shipDate}, including the {dollars(view.labelFeeCents)} label fee of the free Start
        plan. Retail prices are the carriers' published rates for the same parcel.
      </p>
      {view.messages.length > 0 && (
        <ul className="calculator-messages">
          {view.messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
