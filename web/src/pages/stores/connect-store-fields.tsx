import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { StoreConnectPlatform } from '#domain/stores/store-connect.schema';

/** What the connect form holds for every platform; only the chosen platform's fields are sent. */
export interface ConnectFormValues {
  shop: string;
  siteUrl: string;
  consumerKey: string;
  consumerSecret: string;
  storeHash: string;
  accessToken: string;
  apiKey: string;
  name: string;
}

/** The connect form opened on a store to connect again: its platform, and its shop in the platform's field. */
export interface ConnectFormInitial {
  platform: StoreConnectPlatform;
  shop?: string;
  values?: Partial<ConnectFormValues>;
}

const RECONNECT_FIELD: Record<StoreConnectPlatform, keyof ConnectFormValues | undefined> = {
  shopify: 'shop',
  square: undefined,
  woocommerce: 'siteUrl',
  bigcommerce: 'storeHash',
  // Amazon's consent page names the seller: nothing to fill in again.
  amazon: undefined,
  // A Shippo token is never shown again: the merchant pastes a new one.
  shippo: undefined,
  custom: 'name',
};

/** Reconnect (a store uninstalled, revoked or failing): the same platform with its shop filled; undefined if not offered. */
export function reconnectInitial(store: {
  platform: string;
  shop: string;
  name: string;
}): ConnectFormInitial | undefined {
  if (!Object.hasOwn(RECONNECT_FIELD, store.platform)) return undefined;
  const platform = store.platform as StoreConnectPlatform;
  const field = RECONNECT_FIELD[platform];
  return { platform, values: field ? { [field]: platform === 'custom' ? store.name : store.shop } : {} };
}

export const EMPTY_CONNECT_VALUES: ConnectFormValues = {
  shop: '',
  siteUrl: '',
  consumerKey: '',
  consumerSecret: '',
  storeHash: '',
  accessToken: '',
  apiKey: '',
  name: '',
};

type Field = keyof ConnectFormValues;
interface FieldSpec {
  field: Field;
  label: string;
  description?: string;
  placeholder?: string;
  secret?: boolean;
}

/** Each platform's fields, in the order the merchant finds them in the platform's admin. */
export const CONNECT_FIELDS: Record<StoreConnectPlatform, readonly FieldSpec[]> = {
  shopify: [
    {
      field: 'shop',
      label: 'Shop domain',
      description: 'Your shop’s myshopify.com address. You approve Shipdeck on Shopify next.',
      placeholder: 'smokehouse.myshopify.com',
    },
  ],
  square: [],
  amazon: [],
  woocommerce: [
    { field: 'siteUrl', label: 'Site URL', placeholder: 'https://shop.example.com' },
    {
      field: 'consumerKey',
      label: 'Consumer key',
      description: 'WooCommerce › Settings › Advanced › REST API: a key with Read/Write permission.',
      placeholder: 'ck_…',
    },
    { field: 'consumerSecret', label: 'Consumer secret', placeholder: 'cs_…', secret: true },
  ],
  bigcommerce: [
    {
      field: 'storeHash',
      label: 'Store hash',
      description: 'The part after /stores/ in your store’s API path.',
      placeholder: 'abc123def',
    },
    {
      field: 'accessToken',
      label: 'Access token',
      description: 'From a store-level API account with Orders modify scope.',
      secret: true,
    },
  ],
  shippo: [
    {
      field: 'apiKey',
      label: 'API token',
      description: 'Shippo › Settings › API: a live or test token. Orders of the last 30 days come over.',
      placeholder: 'shippo_live_…',
      secret: true,
    },
  ],
  custom: [
    {
      field: 'name',
      label: 'Store name',
      description: 'Your own system pushes its orders to Shipdeck’s API with an API key.',
      placeholder: 'Farm stand',
    },
  ],
};

export function ConnectStoreFields({
  platform,
  values,
  errors,
  onChange,
}: {
  platform: StoreConnectPlatform;
  values: ConnectFormValues;
  errors: Partial<Record<string, string>>;
  onChange: (field: Field, value: string) => void;
}) {
  return (
    <SpaceBetween size="m">
      {CONNECT_FIELDS[platform].map((spec) => (
        <FormField key={spec.field} label={spec.label} description={spec.description} errorText={errors[spec.field]}>
          <Input
            value={values[spec.field]}
            type={spec.secret ? 'password' : 'text'}
            placeholder={spec.placeholder}
            ariaLabel={spec.label}
            onChange={(e) => onChange(spec.field, e.detail.value)}
          />
        </FormField>
      ))}
    </SpaceBetween>
  );
}
