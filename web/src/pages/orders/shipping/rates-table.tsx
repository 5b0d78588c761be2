import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import type { RateBadge, RateQuoteView } from '#api/shipping';
import { walletChargeCents } from '#domain/billing/wallet.rules';
import { formatCents } from '#domain/money/cents.rules';
import { CourierQuoteNote } from '#web/pages/couriers/courier-quote-note';
import { formatDeliveryDate } from './shipping-view';

const BADGES: Record<RateBadge, { text: string; color: 'green' | 'blue' }> = {
  cheapest: { text: 'Cheapest', color: 'green' },
  fastest: { text: 'Fastest', color: 'blue' },
};

export interface RateChoice {
  /** The rate the shipment's preferred rate names. */
  chosenRateId?: string;
  /** The quote being chosen right now. */
  choosing: string | null;
  onChoose: (rateId: string) => void;
  /** Set when no quote may be chosen (unsaved changes, a label bought). */
  disabledReason?: string;
}

export function PriceCell({
  quote,
}: {
  quote: Pick<RateQuoteView, 'priceCents' | 'marketPriceCents' | 'savingCents' | 'charges' | 'carrierAccountId'>;
}) {
  return (
    <SpaceBetween size="xxxs">
      <Box fontWeight="bold">{formatCents(quote.priceCents)}</Box>
      {quote.carrierAccountId && (
        // Two short lines rather than one long one: a wide price column squeezes the Choice column.
        <Box fontSize="body-s" color="text-body-secondary">
          <div>Postage billed by the carrier</div>
          <div>{`${formatCents(walletChargeCents(quote))} label fee from your balance`}</div>
        </Box>
      )}
      {quote.savingCents > 0 && quote.marketPriceCents > quote.priceCents && (
        <Box fontSize="body-s" color="text-body-secondary">
          <s aria-label={`Market price ${formatCents(quote.marketPriceCents)}`}>
            {formatCents(quote.marketPriceCents)}
          </s>{' '}
          <Box variant="span" color="text-status-success" fontSize="body-s">
            {`Save ${formatCents(quote.savingCents)}`}
          </Box>
        </Box>
      )}
    </SpaceBetween>
  );
}

/** " on <description>" for a quote of the merchant's own carrier account (the same service is on Shipdeck's too). */
const ownAccountSuffix = (q: RateQuoteView) =>
  q.carrierAccountId ? ` on ${q.carrierAccountDescription ?? 'your account'}` : '';

/** The quotes table's columns (the choice column first, as the demos put row actions). */
export function rateColumns(choice: RateChoice): TableProps.ColumnDefinition<RateQuoteView>[] {
  return [
    {
      id: 'choose',
      header: 'Choice',
      minWidth: 96,
      cell: (q) =>
        q.rateId === choice.chosenRateId ? (
          <StatusIndicator type="success">Chosen</StatusIndicator>
        ) : (
          <Button
            formAction="none"
            variant="inline-link"
            ariaLabel={`Choose ${q.carrierName} ${q.serviceName}${ownAccountSuffix(q)}`}
            loading={choice.choosing === q.rateId}
            disabled={Boolean(choice.disabledReason) || (choice.choosing !== null && choice.choosing !== q.rateId)}
            disabledReason={choice.disabledReason}
            onClick={() => choice.onChoose(q.rateId)}
          >
            Choose
          </Button>
        ),
    },
    {
      id: 'carrier',
      header: 'Carrier',
      cell: (q) =>
        q.carrierAccountId ? (
          <SpaceBetween size="xxxs">
            <span>{q.carrierName}</span>
            <Box fontSize="body-s" color="text-body-secondary">
              {`Your account: ${q.carrierAccountDescription ?? q.carrierName}`}
            </Box>
          </SpaceBetween>
        ) : (
          q.carrierName
        ),
    },
    { id: 'service', header: 'Service', cell: (q) => q.serviceName },
    { id: 'price', header: 'Price', cell: (q) => <PriceCell quote={q} /> },
    { id: 'transitDays', header: 'Transit days', cell: (q) => q.transitDays },
    { id: 'deliveryDate', header: 'Delivery date', cell: (q) => formatDeliveryDate(q.estimatedDeliveryDate) || '-' },
    {
      id: 'notes',
      header: 'Notes',
      cell: (q) => (
        <SpaceBetween size="xxs" direction="horizontal">
          {q.badges.map((b) => (
            <Badge key={b} color={BADGES[b].color}>
              {BADGES[b].text}
            </Badge>
          ))}
          {q.zoneMapping && (
            <Badge color="severity-neutral">
              <span title={`Zone mapping: ${q.zoneMapping.name}`}>Zone mapping</span>
            </Badge>
          )}
          {q.shipDayWarning && <StatusIndicator type="warning">{q.shipDayWarning}</StatusIndicator>}
          {q.courier && <CourierQuoteNote terms={q.courier} />}
        </SpaceBetween>
      ),
    },
  ];
}

/** A shipment's quotes: carrier, mapped service, price with the market price and saving, badges, ship-day warnings. */
export function RatesTable({
  quotes,
  loading,
  choice,
}: {
  quotes: readonly RateQuoteView[];
  loading: boolean;
  choice: RateChoice;
}) {
  return (
    <Table<RateQuoteView>
      variant="embedded"
      items={[...quotes]}
      trackBy="rateId"
      columnDefinitions={rateColumns(choice)}
      loading={loading}
      loadingText="Getting rates"
      empty={<Box color="text-status-inactive">No rates yet. Get rates to compare the carriers.</Box>}
    />
  );
}
