import type { CheckoutSettingsRequest, CheckoutSettingsView } from '#api/checkout-rates';

/** What the checkout rates page edits: numbers stay text while typed, money in dollars. */
export interface CheckoutSettingsFormValues {
  active: boolean;
  services: string[];
  markupPercent: string;
  markupFlat: string;
  box: { lengthIn: string; widthIn: string; heightIn: string };
  fallbackRates: { name: string; price: string; transitDays: string }[];
}

const dollars = (cents: number) => (cents / 100).toFixed(2);
const cents = (dollarsText: string) => Math.round(Number(dollarsText) * 100);

export function checkoutSettingsToFormValues(s: CheckoutSettingsView): CheckoutSettingsFormValues {
  return {
    active: s.active,
    services: [...s.services],
    markupPercent: String(s.markupPercent),
    markupFlat: dollars(s.markupFlatCents),
    box: { lengthIn: String(s.box.lengthIn), widthIn: String(s.box.widthIn), heightIn: String(s.box.heightIn) },
    fallbackRates: s.fallbackRates.map((r) => ({
      name: r.name,
      price: dollars(r.priceCents),
      transitDays: r.transitDays === undefined ? '' : String(r.transitDays),
    })),
  };
}

/** The PUT body: the form's values in the route's units, on the version the page was loaded at. */
export function toCheckoutSettingsRequest(
  values: CheckoutSettingsFormValues,
  loaded: CheckoutSettingsView,
): CheckoutSettingsRequest {
  return {
    active: values.active,
    services: values.services,
    markupPercent: Number(values.markupPercent),
    markupFlatCents: cents(values.markupFlat),
    box: {
      lengthIn: Number(values.box.lengthIn),
      widthIn: Number(values.box.widthIn),
      heightIn: Number(values.box.heightIn),
    },
    fallbackRates: values.fallbackRates.map((r) => ({
      name: r.name.trim(),
      priceCents: cents(r.price),
      ...(r.transitDays.trim() === '' ? {} : { transitDays: Number(r.transitDays) }),
    })),
    version: loaded.version,
  };
}

export const CHECKOUT_CONFLICT_MESSAGE =
  'These checkout settings were changed by someone else. Reload them and try again.';
