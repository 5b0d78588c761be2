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
