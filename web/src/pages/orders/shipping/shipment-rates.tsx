import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { OrderDetail } from '#api/orders';
import type { RateQuoteView } from '#api/shipping';
import { actionErrorTitle } from '#domain/errors/error-message.rules';
import { formatCents, formatDollars } from '#domain/money/cents.rules';
import type { Shipment } from '#domain/shipments/shipment.schema';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { PlanGateModal } from '#web/components/plan-gate-modal';
import { ShipmentFreightOffers } from '#web/pages/freight/shipment-freight-offers';
import { useFreightOffers } from '#web/pages/freight/use-freight-offers';
import { useCourierQuotes } from '#web/pages/couriers/use-courier-quotes';
import { RateMessages } from './rate-messages';
import { RatesTable } from './rates-table';
import { RebookButton } from './rebook-button';
import { ShipmentLabelPanel } from './shipment-label-panel';
import { SAVE_FIRST, batchDone, batchPercent, batchSummary, buyLabelBlockedReason } from './shipping-view';
import { useLabelPurchase } from './use-label-purchase';
import { useShipmentRates } from './use-shipment-rates';

/** The preferred rate as the shipment shows it: carrier, service and the price of its quote. */
export function preferredRateText(shipment: Shipment, quotes: readonly RateQuoteView[]): string | null {
  const rate = shipment.preferredRate;
  if (!rate?.service?.trim()) return null;
  const quote = quotes.find((q) => q.rateId === rate.rateId);
  const price = quote
    ? formatCents(quote.priceCents)
    : rate.markedUpRates?.rate !== undefined
      ? formatDollars(rate.markedUpRates.rate)
      : null;
  const [carrier, service] = quote ? [quote.carrierName, quote.serviceName] : [rate.carrier, rate.service];
  // Carriers' own service names already start with the carrier ("USPS Ground Advantage").
  const name = service.startsWith(carrier) ? service : `${carrier} ${service}`;
  return price ? `${name}, ${price}` : name;
}

/** One shipment's rates, chosen rate, label purchase and bought label (orders §4 action rules). */
export function ShipmentRates({
  detail,
  index,
  shipment,
  dirty,
  canBuy,
  onChanged,
}: {
  detail: OrderDetail;
  index: number;
  shipment: Shipment & { id: string };
  dirty: boolean;
  canBuy: boolean;
  onChanged: () => void;
}) {
  const { notify } = useNotifications();
  const ref = { orderId: detail.order.id, shipmentId: shipment.id };
  const parcel = useShipmentRates({ ref, allRates: shipment.allRates, onChosen: onChanged });
  // A local courier shipment asks the couriers beside the carriers and shows both in one table.
  const couriers = useCourierQuotes({
    ref,
    allRates: shipment.allRates,
    enabled: detail.order.shipmentType === 'LocalCourier',
    onKept: onChanged,
  });
  const rates = {
    ...parcel,
    quotes: couriers.merge(parcel.quotes),
    messages: [...parcel.messages, ...couriers.messages],
    loading: parcel.loading || couriers.loading,
    preferredRateId: parcel.preferredRateId ?? couriers.preferredRateId,
    load: () => Promise.all([parcel.load(), couriers.load()]),
  };
  // The LTL leg is its own route, asked at once with the parcel rates.
  const freight = useFreightOffers(ref);
  const purchase = useLabelPurchase({
    onFinished: (batch) => {
      const item = batch.items.find((i) => i.shipmentId === shipment.id);
      if (item?.state !== 'purchased') return;
      notify({ type: 'success', content: `Label bought${item.trackingCode ? `: ${item.trackingCode}` : ''}.` });
      onChanged();
    },
  });
  const hasLabel = Boolean(shipment.billOfLading) || Boolean(shipment.label?.trackingCode);
  const lockedReason = dirty ? SAVE_FIRST : hasLabel ? 'A label was already bought for this shipment.' : undefined;
  const buyReason = buyLabelBlockedReason({ dirty, canBuy, order: detail.order, shipment });
  const failed = purchase.batch?.items.find((i) => i.shipmentId === shipment.id && i.state === 'failed');
  // A rating that kept a preferred rate (a zone mapping's) is newer than the editor's copy of the order.
  const kept = rates.quotes.find((q) => q.rateId === rates.preferredRateId);
  const chosen = preferredRateText(
    kept
      ? { ...shipment, preferredRate: { carrier: kept.carrier, service: kept.service, rateId: kept.rateId } }
      : shipment,
    rates.quotes,
  );

  return (
    <SpaceBetween size="s">
      <Header
        variant="h3"
        description={chosen ? `Chosen rate: ${chosen}` : 'No rate chosen yet.'}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button
              formAction="none"
              loading={rates.loading || freight.loading}
              disabled={Boolean(lockedReason)}
              disabledReason={lockedReason}
              onClick={() => void Promise.all([rates.load(), freight.load()])}
            >
              Get rates
            </Button>
            <Button
              formAction="none"
              variant="primary"
              loading={purchase.running}
              disabled={buyReason !== null}
              disabledReason={buyReason ?? undefined}
              onClick={() => void purchase.start([ref])}
            >
              Buy label
            </Button>
            <RebookButton shipmentRef={ref} shipment={shipment} dirty={dirty} canBuy={canBuy} onChanged={onChanged} />
          </SpaceBetween>
        }
      >
        Shipment {index + 1}
      </Header>
      {rates.error && (
        <Alert type="error" header={rates.errorTitle}>
          {rates.error}
        </Alert>
      )}
      {purchase.batch && !batchDone(purchase.batch) && (
        <ProgressBar
          label="Buying the label"
          value={batchPercent(purchase.batch)}
          additionalInfo={batchSummary(purchase.batch)}
        />
      )}
      {failed && (
        <Alert type="error" header={actionErrorTitle('purchase')}>
          {failed.message ?? 'The label could not be bought.'}
        </Alert>
      )}
      {hasLabel ? (
        <ShipmentLabelPanel
          shipmentRef={ref}
          shipment={shipment}
          canRefundByPermission={canBuy}
          onChanged={onChanged}
        />
      ) : (
        <>
          <RatesTable
            quotes={rates.quotes}
            loading={rates.loading}
            choice={{
              chosenRateId: rates.preferredRateId ?? shipment.preferredRate?.rateId,
              choosing: rates.choosing,
              onChoose: (rateId) => void rates.choose(rateId),
              disabledReason: lockedReason,
            }}
          />
          <RateMessages
            messages={rates.messages}
            suggestions={rates.suggestions}
            noRates={rates.fresh && rates.quotes.length === 0}
          />
          <ShipmentFreightOffers freight={freight} />
        </>
      )}
      {!hasLabel && rates.quotes.length === 0 && !rates.fresh && (
        <Box color="text-body-secondary" fontSize="body-s">
          Rates are quoted for the saved order.
        </Box>
      )}
      <PlanGateModal gate={purchase.planGate} onDismiss={purchase.dismissPlanGate} />
    </SpaceBetween>
  );
}
