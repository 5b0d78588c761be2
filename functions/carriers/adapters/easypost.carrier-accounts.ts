import * as z from 'zod';
import { CarrierAccountRefusedError, type CarrierAccountRegistry } from '#domain/carriers/carrier-account.ports';
import type { ConnectCarrierAccount } from '#domain/carriers/carrier-accounts.rules';
import {
  makeEasyPostClient,
  type EasyPostClient,
  type EasyPostClientOptions,
  type EasyPostRequest,
} from '#lib/easypost-client';

type Address = Extract<ConnectCarrierAccount, { carrier: 'FedEx' }>['corporate']['corporateContact'];

/** One address set as EasyPost's FedEx registration names it (`corporate_…`, `shipping_…`). */
function addressFields(prefix: 'corporate' | 'shipping', a: Address): Record<string, string> {
  const [first, ...rest] = a.name.split(/\s+/);
  return {
    [`${prefix}_first_name`]: first ?? a.name,
    [`${prefix}_last_name`]: rest.join(' ') || first || a.name,
    [`${prefix}_company_name`]: a.company,
    [`${prefix}_phone_number`]: a.phone,
    [`${prefix}_email_address`]: a.email,
    [`${prefix}_address_street`]: [a.street1, a.street2].filter(Boolean).join(' '),
    [`${prefix}_address_city`]: a.city,
    [`${prefix}_address_state`]: a.state,
    [`${prefix}_address_postal_code`]: a.zip,
    [`${prefix}_address_country_code`]: a.country.toUpperCase(),
  };
}

/**
 * The request that registers one carrier's account: FedEx through EasyPost's registration
 * workflow (`/carrier_accounts/register` with registration_data, the invoice or 2FA validation
 * included); UPS and USPS through `/carrier_accounts` with their credentials.
 */
export function registrationRequest(accountId: string, input: ConnectCarrierAccount): EasyPostRequest {
  const common = { description: input.description, reference: `${accountId}:${input.accountNumber}` };
  if (input.carrier === 'FedEx') {
    const v = input.invoiceValidation;
    const validation =
      v.validationType === 1
        ? {
            invoice_number: v.invoiceNumber,
            invoice_currency: v.invoiceCurrency,
            invoice_date: v.invoiceDate,
            invoice_amount: String(v.invoiceAmount),
          }
        : { two_factor_option: (v['2faOption'] ?? '').toUpperCase() };
    return {
      method: 'POST',
      path: '/carrier_accounts/register',
      json: {
        carrier_account: {
          type: 'FedexAccount',
          ...common,
          registration_data: {
            account_number: input.accountNumber,
            ...addressFields('corporate', input.corporate.corporateContact),
            ...addressFields('shipping', input.corporate.shippingAddress),
            ...validation,
          },
        },
      },
    };
  }
  if (input.carrier === 'UPS') {
    const c = input.credentials;
    return {
      method: 'POST',
      path: '/carrier_accounts',
      json: {
        carrier_account: {
          type: 'UpsAccount',
          ...common,
          credentials: {
            account_number: input.accountNumber,
            user_id: c.userName,
            user_account_number: c.userAccountNumber,
            client_id: c.clientId,
            client_secret: c.clientSecret,
          },
        },
      },
    };
  }
  const h = input.accountHolder;
  return {
    method: 'POST',
    path: '/carrier_accounts',
    json: {
      carrier_account: {
        type: 'UspsAccount',
        ...common,
        credentials: {
          account_number: input.accountNumber,
          company_name: h.accountHolderName,
          address_street: h.street1,
          address_city: h.city,
          address_state: h.state,
          address_zip: h.zip,
          address_country: h.country.toUpperCase(),
        },
      },
    },
  };
}

const createdSchema = z.object({ id: z.string().startsWith('ca_'), object: z.literal('CarrierAccount') });

/** EasyPost's names of the registration's fields → the connect form's paths. */
const FIELD_PATHS: Record<string, string> = {
  account_number: 'accountNumber',
  client_id: 'credentials.clientId',
  client_secret: 'credentials.clientSecret',
  user_id: 'credentials.userName',
  invoice_number: 'invoiceValidation.invoiceNumber',
  invoice_date: 'invoiceValidation.invoiceDate',
  invoice_amount: 'invoiceValidation.invoiceAmount',
  two_factor_option: 'invoiceValidation.2faOption',
};

/** The live registry: EasyPost's CarrierAccount API (a 4xx is the carrier's refusal, naming the field it could). */
export function makeEasyPostCarrierAccounts(
  options: EasyPostClientOptions & { client?: EasyPostClient },
): CarrierAccountRegistry {
  const client = options.client ?? makeEasyPostClient(options);
  return {
    async register(accountId, input) {
      const response = await client.request(registrationRequest(accountId, input));
      if (response.ok) {
        const created = createdSchema.safeParse(response.body);
        if (!created.success) throw new Error(`EasyPost ${response.status}: unexpected carrier account shape`);
        return { reference: created.data.id };
      }
      if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429) {
        const first = response.error?.errors.find((e) => e.message) ?? undefined;
        const field = first ? (FIELD_PATHS[first.field.replace(/^.*\./, '')] ?? '') : '';
        throw new CarrierAccountRefusedError(
          field,
          first?.message || response.error?.message || 'The carrier refused this account.',
        );
      }
      throw new Error(`EasyPost answered ${response.status} registering a carrier account`);
    },

    async remove(_carrier, reference) {
      const response = await client.request({
        method: 'DELETE',
        path: `/carrier_accounts/${encodeURIComponent(reference)}`,
      });
      if (!response.ok && response.status !== 404)
        throw new Error(`EasyPost answered ${response.status} removing carrier account ${reference}`);
    },
  };
}
