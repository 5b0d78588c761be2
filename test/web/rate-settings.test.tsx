import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { rateSettingsRequestSchema } from '#api/rate-settings-request';
import type { RateSettingsView } from '#api/shipping';
import { rateSettingsFormSchema } from '#domain/forms/settings-forms.schema';
import { MESSAGES } from '#domain/validation/messages';
import { breadcrumbsFor, activeHrefFor } from '#web/app/shell/navigation';
import { validateWithSchema } from '#web/lib/field-errors';
import { PricingPanel } from '#web/pages/settings/rates/pricing-panel';
import {
  rateSettingsToFormValues,
  selectedServiceOptions,
  toRateSettingsRequest,
} from '#web/pages/settings/rates/rate-settings-form.values';

async function html(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let out = '';
  for await (const chunk of prelude) out += String(chunk);
  return out;
}

const LOADED: RateSettingsView = {
  customServiceMapping: [{ carrier: 'UPS', service: 'Ground', customName: 'Standard' }],
  servicesToIgnore: ['FedEx:FEDEX_GROUND'],
  whitelistedServices: [],
  localCourierServiceName: 'Local',
  serviceNameConfig: { x: 'y' },
  rounding: { active: true, type: 'up' },
  userMarkups: [],
  userMarkup: { active: true, value: 10, units: 'percent' },
  shipDayCheck: { active: true, maxTransitDays: 3, noWeekendInTransit: true },
  version: 4,
};

const withMarkup = (value: string) => {
  const v = rateSettingsToFormValues(LOADED);
  return { ...v, userMarkup: { ...v.userMarkup, value } };
};

describe('rate settings form (accounts §5)', () => {
  it.each([
    ['150', MESSAGES.markupAboveMax],
    ['-150', MESSAGES.markdownBelowMin],
    ['', MESSAGES.required],
    ['100', undefined],
    ['-100', undefined],
  ])('markup %s → %s', (value, message) => {
    expect(validateWithSchema(rateSettingsFormSchema, withMarkup(value))['userMarkup.value']).toBe(message);
  });

  it("shows 'Markup value cannot be greater than 100%' under the markup for 150", async () => {
    const values = withMarkup('150');
    const errors = validateWithSchema(rateSettingsFormSchema, values);
    const out = await html(
      <PricingPanel values={values} errors={errors} setField={() => undefined} readOnly={false} />,
    );
    expect(out).toContain('Markup value cannot be greater than 100%');
  });

  it('saves what it loaded plus the edits, on the loaded version, as the API parses it', () => {
    const request = toRateSettingsRequest(withMarkup('12.5'), LOADED);
    const parsed = rateSettingsRequestSchema.parse(request);
    expect(parsed.userMarkup).toEqual({ active: true, value: 12.5, units: 'percent' });
    expect(parsed.version).toBe(4);
    expect(parsed.serviceNameConfig).toEqual({ x: 'y' });
    expect(parsed.shipDayCheck).toEqual({ active: true, maxTransitDays: 3, noWeekendInTransit: true });
  });

  it('names carrier:service values readably, keeping unknown ones as they are', () => {
    expect(selectedServiceOptions(['FedEx:FEDEX_GROUND', 'DHL:Express'])).toEqual([
      expect.objectContaining({ value: 'FedEx:FEDEX_GROUND', label: 'FedEx Ground' }),
      { value: 'DHL:Express', label: 'DHL:Express' },
    ]);
  });

  it('is Settings › Rate settings in the navigation', () => {
    expect(breadcrumbsFor('/settings/rates').map((c) => c.text)).toEqual(['Shipdeck', 'Settings', 'Rate settings']);
    expect(activeHrefFor('/settings/rates')).toBe('/settings/rates');
    expect(activeHrefFor('/settings')).toBe('/settings');
  });
});
