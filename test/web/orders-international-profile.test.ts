import { describe, expect, it } from 'vitest';
import type { InternationalProfileView } from '#api/international';
import { shipmentWithProfile } from '#web/pages/orders/editor/international-profile.values';
import { emptyShipment, toShipment } from '#web/pages/orders/editor/order-form.values';

const profile = (over: Partial<InternationalProfileView> = {}): InternationalProfileView => ({
  id: 'p-1',
  profileName: 'Apparel to Canada',
  description: '',
  contentType: 'merchandise',
  nonDelivery: 'return',
  htsCode: { label: '6109.10 T-shirts', value: '6109.10', description: 'T-shirts, cotton' },
  quantity: 2,
  countryOfOrigin: 'CN',
  isDefault: true,
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...over,
});

describe('order editor: an international profile fills the shipment (accounts §3 international profile)', () => {
  it('fills every customs field from the profile and names the profile', () => {
    const filled = shipmentWithProfile(emptyShipment(), profile());
    expect(filled).toMatchObject({
      profileName: 'Apparel to Canada',
      contentType: 'merchandise',
      nonDelivery: 'return',
      htsCode: { label: '6109.10 T-shirts', value: '6109.10', description: 'T-shirts, cotton' },
      customsQuantity: '2',
      countryOfOrigin: 'CN',
    });
  });

  it('replaces what a previous profile or hand filled, clearing fields the new profile leaves empty', () => {
    const first = shipmentWithProfile(emptyShipment(), profile());
    const second = shipmentWithProfile(
      { ...first, customsQuantity: '9' },
      profile({ profileName: 'Gifts', contentType: undefined, nonDelivery: undefined, countryOfOrigin: undefined }),
    );
    expect(second).toMatchObject({ profileName: 'Gifts', contentType: '', nonDelivery: '', countryOfOrigin: 'US' });
    expect(second.customsQuantity).toBe('2');
  });

  it('keeps the rest of the shipment, and the saved request carries the profile name', () => {
    const filled = shipmentWithProfile({ ...emptyShipment(), saturdayDelivery: true }, profile());
    expect(filled.saturdayDelivery).toBe(true);
    expect(toShipment(filled, [], true).internationalSettings).toMatchObject({
      profileName: 'Apparel to Canada',
      htsCode: { value: '6109.10' },
      quantity: 2,
    });
    expect(toShipment(filled, [], false).internationalSettings).toBeNull();
  });

  it('shows the code as the HTS label when the profile kept none', () => {
    const filled = shipmentWithProfile(
      emptyShipment(),
      profile({ htsCode: { label: '', value: '4202.92', description: '' } }),
    );
    expect(filled.htsCode).toEqual({ label: '4202.92', value: '4202.92', description: '' });
  });
});
