import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import type { CourierQuoteTerms } from '#api/shipping';
import { COURIER_MESSAGES } from '#domain/couriers/courier.rules';
import { CourierQuoteNote } from '#web/pages/couriers/courier-quote-note';
import { emptyOrderForm, toOrderRequest } from '#web/pages/orders/editor/order-form.values';
import { LocalCourierPanel } from '#web/pages/orders/shipping/local-courier-panel';

async function html(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let out = '';
  for await (const chunk of prelude) out += String(chunk);
  return out;
}

const courierValues = () => ({
  ...emptyOrderForm('wh_1'),
  shipmentType: 'LocalCourier' as const,
  vehicleSize: 'van' as const,
  tip: 4,
  shippingAddress: { ...emptyOrderForm().shippingAddress, phone: '512-555-0199' },
});

describe('Local courier panel (orders §5, §9)', () => {
  it('shows the vehicle, schedule, tip and both phones passing', async () => {
    const page = await html(
      <LocalCourierPanel values={courierValues()} set={() => {}} warehousePhone="512-555-0100" />,
    );
    expect(page).toContain('Van');
    expect(page).toContain('Now');
    expect(page).toContain('$4');
    expect(page).toContain('Pickup phone: the warehouse');
    expect(page).not.toContain('Pickup start time');
  });

  it('asks to verify the phones the courier cannot use, and checks a scheduled pickup time', async () => {
    const values = {
      ...courierValues(),
      deliverySchedule: 'scheduled',
      pickupStartTime: '25:99',
      shippingAddress: { ...courierValues().shippingAddress, phone: '555' },
    };
    const page = await html(<LocalCourierPanel values={values} set={() => {}} warehousePhone="12" />);
    expect(page).toContain(COURIER_MESSAGES.pickupPhone);
    expect(page).toContain(COURIER_MESSAGES.dropoffPhone);
    expect(page).toContain(COURIER_MESSAGES.pickupTime);
  });

  it('sends the tip with the courier options, and none for a parcel order', () => {
    const request = toOrderRequest(courierValues(), [], []);
    expect(request.localCourierOptions).toMatchObject({ vehicleSize: 'van', deliverySchedule: 'now', tip: 4 });
    expect(toOrderRequest({ ...courierValues(), shipmentType: 'Parcel' }, [], []).localCourierOptions).toBeUndefined();
  });
});

describe('courier quote in the rates table', () => {
  const terms = (expiresAt: string): CourierQuoteTerms => ({
    provider: 'Shipdeck Courier',
    quoteId: 'sqt_1',
    vehicle: 'van',
    tipCents: 400,
    distanceMiles: 6.2,
    pickupEta: '2026-11-28T15:15:00.000Z',
    dropoffEta: '2026-11-28T15:45:00.000Z',
    expiresAt,
  });
  it('counts down to the expiry', async () => {
    const page = await html(
      <CourierQuoteNote terms={terms(new Date(Date.now() + 14 * 60_000 + 30_000).toISOString())} />,
    );
    expect(page).toMatch(/Quote expires in 14:(29|30)/);
    expect(page).toContain('Van · 6.2 mi');
  });
  it('says an expired quote needs new rates', async () => {
    const page = await html(<CourierQuoteNote terms={terms(new Date(Date.now() - 1000).toISOString())} />);
    expect(page).toContain('Quote expired: get rates again');
  });
});
