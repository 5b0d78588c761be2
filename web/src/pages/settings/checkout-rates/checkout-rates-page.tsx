import type { CheckoutSettingsView } from '#api/checkout-rates';
import { checkoutSettingsFormSchema } from '#domain/checkout-rates/checkout-settings-form.schema';
import { SettingsForm } from '#web/components/settings-form';
import { VersionedFormLoader } from '#web/components/versioned-form';
import { CheckoutServicesPanel } from './checkout-services-panel';
import { CheckoutFallbackPanel } from './checkout-fallback-panel';
import { CHECKOUT_CONFLICT_MESSAGE, checkoutSettingsToFormValues } from './checkout-settings-form.values';
import { useCheckoutSettings } from './use-checkout-settings';

const EDIT: ['edit_options'] = ['edit_options'];

/** Checkout rates (`/settings/checkout-rates`, orders §2 checkout settings): what shoppers see at the store's checkout. */
export function CheckoutRatesPage() {
  return (
    <VersionedFormLoader
      item={useCheckoutSettings()}
      loadErrorHeader="Could not load the checkout rates"
      editPermissions={EDIT}
    >
      {({ loaded, readOnly, save, reload }) => (
        <CheckoutRatesForm loaded={loaded} readOnly={readOnly} save={save} reload={reload} />
      )}
    </VersionedFormLoader>
  );
}

function CheckoutRatesForm({
  loaded,
  readOnly,
  save,
  reload,
}: {
  loaded: CheckoutSettingsView;
  readOnly: boolean;
  save: ReturnType<typeof useCheckoutSettings>['save'];
  reload: () => void;
}) {
  return (
    <SettingsForm
      title="Checkout rates"
      description="Live shipping rates at your Shopify, BigCommerce and WooCommerce checkout, priced by your rate settings."
      readOnlyNotice="Your team permissions do not include editing options, so these settings are shown read-only."
      savedMessage="Checkout rates saved."
      conflictMessage={CHECKOUT_CONFLICT_MESSAGE}
      schema={checkoutSettingsFormSchema}
      initialValues={() => checkoutSettingsToFormValues(loaded)}
      readOnly={readOnly}
      save={(values) => save(values, loaded)}
      reload={reload}
    >
      {(panel) => (
        <>
          <CheckoutServicesPanel {...panel} />
          <CheckoutFallbackPanel {...panel} />
        </>
      )}
    </SettingsForm>
  );
}
