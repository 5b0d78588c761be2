import { useEffect, useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Popover from '@cloudscape-design/components/popover';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { FreightQuoteView, LtlQuoteView } from '#api/freight';
import { expiresIn, palletsText, transitText } from '#domain/freight/freight-expiry.rules';
import { formatCents } from '#domain/money/cents.rules';

/** Re-renders every 30 s so "expires in" counts down while the page is open. */
function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

function AccessorialCell({ quote }: { quote: LtlQuoteView }) {
  if (quote.accessorialLines.length === 0) return <>{formatCents(quote.accessorialCents)}</>;
  return (
    <Popover
      header="Accessorials"
      triggerType="text"
      content={
        <SpaceBetween size="xxs">
          {quote.accessorialLines.map((l) => (
            <Box key={l.code}>
              {l.name} ({l.code}): {formatCents(l.cents)}
            </Box>
          ))}
        </SpaceBetween>
      }
    >
      {formatCents(quote.accessorialCents)}
    </Popover>
  );
}

/**
 * Every carrier's offer, cheapest first, with what it includes and how long it holds. Booking is
 * the quote's own page (`onBook`), which re-quotes an offer that has lapsed.
 */
export function FreightResultsTable({
  result,
  onBook,
  title = 'Quotes',
  bookText = 'Book',
}: {
  result: FreightQuoteView;
  onBook: (quote: LtlQuoteView) => void;
  title?: string;
  bookText?: string;
}) {
  const now = useNow();
  return (
    <Table
      items={result.quotes}
      trackBy="quoteId"
      header={
        <Header
          variant="h2"
          counter={`(${result.quotes.length})`}
          description={`${palletsText(result.request.pallets)}, ${result.request.totalWeightLb} lb, ${result.request.origin.zip} → ${result.request.destination.zip}, pickup ${result.request.pickupDate}`}
        >
          {title}
        </Header>
      }
      empty={
        <Box textAlign="center" color="inherit">
          <b>No carrier quoted this shipment</b>
          <Box variant="p" color="inherit">
            {result.messages.join(' ') || 'Try another pickup date or load type.'}
          </Box>
        </Box>
      }
      footer={
        result.quotes.length > 0 && result.messages.length > 0 ? (
          <Box color="text-body-secondary" fontSize="body-s">
            {result.messages.join(' · ')}
          </Box>
        ) : undefined
      }
      columnDefinitions={[
        { id: 'carrier', header: 'Carrier', cell: (q) => q.carrierName },
        { id: 'scac', header: 'SCAC', cell: (q) => q.scac },
        { id: 'total', header: 'Total', cell: (q) => <b>{formatCents(q.totalCents)}</b> },
        { id: 'freight', header: 'Freight', cell: (q) => formatCents(q.freightCents) },
        { id: 'accessorials', header: 'Accessorials', cell: (q) => <AccessorialCell quote={q} /> },
        { id: 'transit', header: 'Transit', cell: (q) => transitText(q.transitDaysMin, q.transitDaysMax) },
        { id: 'expires', header: 'Expires in', cell: (q) => expiresIn(q.expiresAt, now) },
        {
          id: 'book',
          header: '',
          cell: (q) => (
            <Button
              formAction="none"
              ariaLabel={`${bookText} ${q.carrierName}`}
              disabled={expiresIn(q.expiresAt, now) === 'Expired'}
              onClick={() => onBook(q)}
            >
              {bookText}
            </Button>
          ),
        },
      ]}
    />
  );
}
