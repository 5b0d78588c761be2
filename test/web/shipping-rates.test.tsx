import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { RateMessageView, RateQuoteView } from '#api/shipping';
import { shippingApi } from '#web/api/shipping-api';
import { answeringClient } from '#test/support/web-api';
import { staticHtml } from '#test/support/web-render';
import { RateMessages } from '#web/pages/orders/shipping/rate-messages';
import { RatesTable, rateColumns } from '#web/pages/orders/shipping/rates-table';
import {
  NO_PURCHASE_PERMISSION,
  SAVE_FIRST,
  buyLabelBlockedReason,
  formatDeliveryDate,
  groupRateMessages,
  purchaseBlockedReason,
} from '#web/pages/orders/shipping/shipping-view';

const quote = (over: Partial<RateQuoteView>): RateQuoteView => ({
  rateId: 'rate_1',
  carrier: 'UPS',
  carrierName: 'UPS',
  service: 'Ground',
  serviceName: 'UPS Ground',
  priceCents: 1234,
  marketPriceCents: 1500,
  savingCents: 266,
  charges: [],
  transitDays: 3,
  estimatedDeliveryDate: '2025-03-14',
  badges: [],
  ...over,
});

const QUOTES = [
  quote({ badges: ['cheapest'] }),
  quote({
    rateId: 'rate_2',
    carrier: 'FedEx',
    carrierName: 'FedEx',
    service: 'FEDEX_2_DAY',
    serviceName: 'Two day cheese',
    priceCents: 2500,
    marketPriceCents: 2500,
    savingCents: 0,
    transitDays: 2,
    estimatedDeliveryDate: '2025-03-13T00:00:00Z',
    badges: ['fastest'],
    shipDayWarning: 'In transit over the weekend',
  }),
];

const noChoice = { choosing: null, onChoose: () => undefined };

describe('rates panel: the quotes', () => {
  it('shows price, the market price struck through with the saving, transit, MM/DD/YYYY, badges and the ship-day warning', async () => {
    const out = await staticHtml(<RatesTable quotes={QUOTES} loading={false} choice={noChoice} />);
    expect(out).toContain('UPS Ground');
    expect(out).toContain('Two day cheese');
    expect(out).toContain('$12.34');
    expect(out).toMatch(/<s[^>]*>\$15\.00<\/s>/);
    expect(out).toContain('Save $2.66');
    expect(out).toContain('03/14/2025');
    expect(out).toContain('03/13/2025');
    expect(out).toContain('Cheapest');
    expect(out).toContain('Fastest');
    expect(out).toContain('In transit over the weekend');
    // No saving, no struck price.
    expect(out.match(/<s[ >]/g)).toHaveLength(1);
  });

  it('marks the chosen quote and offers Choose on the others', async () => {
    const out = await staticHtml(
      <RatesTable quotes={QUOTES} loading={false} choice={{ ...noChoice, chosenRateId: 'rate_2' }} />,
    );
    expect(out).toContain('Chosen');
    expect(out).toContain('aria-label="Choose UPS UPS Ground"');
    expect(out).not.toContain('aria-label="Choose FedEx Two day cheese"');
  });

  it('"Choose" calls the choice with the quote’s rateId, and the client PUTs it as the preferred rate', async () => {
    const onChoose = vi.fn();
    const cell = rateColumns({ choosing: null, onChoose })
      .find((c) => c.id === 'choose')!
      .cell(QUOTES[1]);
    expect(isValidElement(cell)).toBe(true);
    (cell as ReactElement<{ onClick: () => void }>).props.onClick();
    expect(onChoose).toHaveBeenCalledWith('rate_2');

    const { client, calls } = answeringClient({ order: {}, row: {} });
    await shippingApi(client).choose({ orderId: 'ord 1', shipmentId: 'shp_1' }, 'rate_2');
    const [url, init] = calls()[0]!;
    expect(url).toBe('/api/v1/orders/ord%201/shipments/shp_1/preferred-rate');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ rateId: 'rate_2' });
  });

  it('Choose is off with its reason while the form has unsaved changes', () => {
    const cell = rateColumns({ ...noChoice, disabledReason: SAVE_FIRST })
      .find((c) => c.id === 'choose')!
      .cell(QUOTES[0]);
    const props = (cell as ReactElement<{ disabled: boolean; disabledReason: string }>).props;
    expect(props.disabled).toBe(true);
    expect(props.disabledReason).toBe(SAVE_FIRST);
  });
});

describe('rates panel: carrier messages (orders §8 error location)', () => {
  const messages: RateMessageView[] = [
    { carrier: 'UPS', message: 'Recipient phone is invalid', location: 'isToAddress' },
    { carrier: 'FedEx', message: 'Weight exceeds the limit', location: 'isWeight' },
    { carrier: 'USPS', message: 'Recipient zip unknown', location: 'isToAddress' },
  ];

  it('groups them by location, one line per carrier message', async () => {
    expect(groupRateMessages(messages)).toEqual([
      {
        location: 'isToAddress',
        label: 'Recipient address',
        lines: ['UPS: Recipient phone is invalid', 'USPS: Recipient zip unknown'],
      },
      { location: 'isWeight', label: 'Weight and dimensions', lines: ['FedEx: Weight exceeds the limit'] },
    ]);
    const out = await staticHtml(<RateMessages messages={messages} suggestions={[]} noRates={false} />);
    expect(out).toContain('UPS: Recipient phone is invalid');
    expect(out).toContain('Weight and dimensions');
  });

  it('shows the "no rates" suggestions', async () => {
    const out = await staticHtml(
      <RateMessages messages={[]} suggestions={['Turn off Saturday delivery and try again.']} noRates />,
    );
    expect(out).toContain('No rates were returned');
    expect(out).toContain('Turn off Saturday delivery and try again.');
  });
});

describe('Buy label (orders §4 action rules)', () => {
  const order = { shipments: [{}], warehouse: { id: 'wh1' } };
  const withRate = { preferredRate: { service: 'Ground', carrier: 'UPS' } };

  it.each([
    ['allowed: a rate and a warehouse', order, withRate, null],
    ['no rate chosen', order, {}, 'Choose a rate first.'],
    ['archived', { ...order, archived: true }, withRate, 'The order is archived.'],
    ['cancelled', { ...order, isCancelled: true }, withRate, 'The order is cancelled.'],
    ['no warehouse', { shipments: [{}] }, withRate, 'Choose a warehouse for the order first.'],
    [
      'label bought',
      order,
      { ...withRate, billOfLading: { id: 'x' } },
      'A label was already bought for this shipment.',
    ],
    [
      'frozen, not quoted',
      { ...order, loadType: 'Frozen' },
      withRate,
      'Refrigerated and frozen loads need a quote first.',
    ],
  ])('%s', (_name, o, s, reason) => {
    expect(purchaseBlockedReason(o, s)).toBe(reason);
  });

  it('is off with "Save changes first." while the form is dirty, and without purchase_orders', () => {
    expect(buyLabelBlockedReason({ dirty: true, canBuy: true, order, shipment: withRate })).toBe(SAVE_FIRST);
    expect(buyLabelBlockedReason({ dirty: false, canBuy: false, order, shipment: withRate })).toBe(
      NO_PURCHASE_PERMISSION,
    );
    expect(buyLabelBlockedReason({ dirty: false, canBuy: true, order, shipment: {} })).toBe('Choose a rate first.');
  });

  it('dates read MM/DD/YYYY', () => {
    expect(formatDeliveryDate('2025-01-02')).toBe('01/02/2025');
    expect(formatDeliveryDate('')).toBe('');
  });
});
