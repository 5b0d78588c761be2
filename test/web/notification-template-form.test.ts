import { describe, expect, it } from 'vitest';
import type { NotificationTemplateView } from '#api/notifications';
import { notificationTemplateRequestSchema } from '#api/notifications';
import { defaultNotificationTemplate } from '#domain/tracking/notification-template-defaults.rules';
import {
  defaultTemplateFormValues,
  formValuesToTemplate,
  templateToFormValues,
  toTemplateRequest,
} from '#web/pages/notifications/template-form.values';

const view = (products: { name: string; image: string; url: string; price: number | string }[], isActive = true) =>
  ({
    ...defaultNotificationTemplate('delivered'),
    productUpsell: { isActive, products },
    status: 'delivered',
    version: 3,
    isDefault: false,
    updatedAt: '2030-01-01T00:00:00.000Z',
  }) as NotificationTemplateView;

const crab = { name: 'Crab', image: 'https://cdn.example.com/c.png', url: 'https://shop.example.com/c' };

describe('template editor values (accounts §5 Templates)', () => {
  it('a stored price of 24.5 is shown as 24.50 in the form', () => {
    const values = templateToFormValues(
      view([
        { ...crab, price: 24.5 },
        { ...crab, price: 30 },
      ]),
    );
    expect(values.productUpsell.products.map((p) => p.price)).toEqual(['24.50', '30.00']);
  });

  it('a blank price of an inactive upsell stays blank, and the row is sent as typed', () => {
    const loaded = view([{ name: 'Half', image: '', url: '', price: '' }], false);
    const values = templateToFormValues(loaded);
    expect(values.productUpsell.products[0].price).toBe('');
    const request = toTemplateRequest(values, loaded);
    expect(notificationTemplateRequestSchema.safeParse(request).success).toBe(true);
  });

  it('the price typed is sent and previewed as a number', () => {
    const loaded = view([{ ...crab, price: 24.5 }]);
    const values = templateToFormValues(loaded);
    expect(toTemplateRequest(values, loaded).productUpsell?.products?.[0].price).toBe(24.5);
    expect(formValuesToTemplate(values).productUpsell.products[0].price).toBe(24.5);
  });

  it('"Reset to default" gives the form the status\'s default template, which the API accepts as a save', () => {
    const values = defaultTemplateFormValues('delivered');
    const fromDefault = templateToFormValues({ ...view([]), ...defaultNotificationTemplate('delivered') });
    expect(values).toEqual(fromDefault);
    expect(values.subject).toBe(defaultNotificationTemplate('delivered').subject);
    expect(values.productUpsell).toEqual({ isActive: false, products: [] });
    expect(notificationTemplateRequestSchema.safeParse(toTemplateRequest(values, view([]))).success).toBe(true);
  });
});
