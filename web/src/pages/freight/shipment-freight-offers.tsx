import Alert from '@cloudscape-design/components/alert';
import { useNavigate } from 'react-router-dom';
import { FreightResultsTable } from './freight-results-table';
import { freightQuoteHref } from './freight-paths';
import type { FreightOffers } from './use-freight-offers';

/**
 * A shipment's LTL offers in its rate shop, shown only when freight applies to it; "Book freight" opens the
 * kept quote's booking page with the offer chosen, where it is booked (and quoted again if it lapsed).
 */
export function ShipmentFreightOffers({ freight }: { freight: FreightOffers }) {
  const navigate = useNavigate();
  if (freight.error)
    return (
      <Alert type="warning" header="LTL freight offers are unavailable">
        {freight.error}
      </Alert>
    );
  const offers = freight.offers;
  if (!offers) return null;
  return (
    <FreightResultsTable
      result={offers}
      title="LTL freight"
      bookText="Book freight"
      onBook={(q) => navigate(freightQuoteHref(offers.quoteId, q.quoteId))}
    />
  );
}
