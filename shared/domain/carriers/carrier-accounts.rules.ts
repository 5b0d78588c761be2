import * as z from 'zod';
import {
  accountHolderFormSchema,
  carrierAccountFormSchema,
  carrierCorporateFormSchema,
  carrierCredentialsFormSchema,
  invoiceValidationFormSchema,
} from '../forms/carrier-account-forms.schema';
import { MESSAGES } from '../validation/messages';
import { CARRIER_DISPLAY_NAMES, type CarrierCode } from './carrier-services.constants';

/**
 * A merchant's own carrier accounts (accounts §3 carrier account forms, §5 rules, §6 the plan's
 * external carrier accounts). Each carrier asks for the forms its own registration asks for:
 * UPS the API credentials (userName, userAccountNumber, clientId, clientSecret); FedEx the
 * corporate contact and shipping address sets and an invoice validation (type 0 a 2FA option,
 * type 1 a recent invoice); USPS the bank-style account holder and address form.
 */
export const OWN_ACCOUNT_CARRIERS = ['UPS', 'FedEx', 'USPS'] as const satisfies readonly CarrierCode[];
export type OwnAccountCarrier = (typeof OWN_ACCOUNT_CARRIERS)[number];

/** How old an invoice FedEx accepts for validation type 1, in days. */
export const FEDEX_INVOICE_MAX_AGE_DAYS = 90;

/** FedEx's second-factor channels for validation type 0. */
export const FEDEX_2FA_OPTIONS = ['SMS', 'CALL', 'EMAIL'] as const;

const ups = carrierAccountFormSchema.extend({
  carrier: z.literal('UPS'),
  credentials: carrierCredentialsFormSchema,
});
const fedex = carrierAccountFormSchema.extend({
  carrier: z.literal('FedEx'),
  corporate: carrierCorporateFormSchema,
  invoiceValidation: invoiceValidationFormSchema,
});
const usps = carrierAccountFormSchema.extend({
  carrier: z.literal('USPS'),
  accountHolder: accountHolderFormSchema,
});

/** POST /api/v1/carrier-accounts: one carrier's forms. */
export const connectCarrierAccountSchema = z.discriminatedUnion('carrier', [ups, fedex, usps], {
  error: MESSAGES.required,
});
export type ConnectCarrierAccount = z.output<typeof connectCarrierAccountSchema>;

/** What the carrier calls a well-formed account number (UPS shipper numbers, FedEx and USPS EPS accounts). */
const ACCOUNT_NUMBER_PATTERNS: Record<OwnAccountCarrier, { pattern: RegExp; message: string }> = {
  UPS: { pattern: /^[A-Z0-9]{6}$/i, message: 'A UPS account number is 6 letters and digits.' },
  FedEx: { pattern: /^\d{9}$/, message: 'A FedEx account number is 9 digits.' },
  USPS: { pattern: /^\d{10}$/, message: 'A USPS account number is 10 digits.' },
};

export const CARRIER_ACCOUNT_MESSAGES = {
  connected: 'Carrier account connected. Its rates now appear when you get rates.',
  removed: 'Carrier account removed.',
  notFoundAtCarrier: 'The carrier does not know this account number. Check it and try again.',
  credentialsRefused: 'The carrier refused these credentials. Check the client ID and secret.',
  invoiceMismatch: 'The invoice does not match the carrier’s records for this account.',
  invoiceTooOld: `Use an invoice from the last ${FEDEX_INVOICE_MAX_AGE_DAYS} days.`,
  duplicate: 'This carrier account is already connected.',
  changedMeanwhile: 'Your carrier accounts changed meanwhile. Reload the page and try again.',
  removedSinceRating: 'This rate was from a carrier account that has been removed: get rates again.',
} as const;

/** Problems the carrier's own forms would catch before registering (field path → message). */
export function carrierAccountProblems(input: ConnectCarrierAccount): Record<string, string> {
  const problems: Record<string, string> = {};
  const { pattern, message } = ACCOUNT_NUMBER_PATTERNS[input.carrier];
  if (!pattern.test(input.accountNumber)) problems.accountNumber = message;
  if (input.carrier === 'FedEx' && input.invoiceValidation.validationType === 0) {
    const option = (input.invoiceValidation['2faOption'] ?? '').toUpperCase();
    if (!(FEDEX_2FA_OPTIONS as readonly string[]).includes(option))
      problems['invoiceValidation.2faOption'] = `Choose ${FEDEX_2FA_OPTIONS.join(', ')}.`;
  }
  if (input.carrier === 'FedEx' && input.invoiceValidation.validationType === 1) {
    const date = input.invoiceValidation.invoiceDate ?? '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)))
      problems['invoiceValidation.invoiceDate'] = MESSAGES.invalid;
  }
  return problems;
}

/** A stored account as every screen shows it: never a credential. */
export interface CarrierAccountView {
  carrierAccountId: string;
  carrier: OwnAccountCarrier;
  carrierName: string;
  description: string;
  accountNumber: string;
  status: 'active';
  connectedAt: string;
}

export interface StoredCarrierAccount {
  carrierAccountId: string;
  carrier: OwnAccountCarrier;
  description: string;
  accountNumber: string;
  /** The carrier platform's id of the registered account (EasyPost `ca_…`, the sandbox's own). */
  reference: string;
  createdAt: string;
}

export function carrierAccountView(a: StoredCarrierAccount): CarrierAccountView {
  return {
    carrierAccountId: a.carrierAccountId,
    carrier: a.carrier,
    carrierName: CARRIER_DISPLAY_NAMES[a.carrier],
    description: a.description,
    accountNumber: a.accountNumber,
    status: 'active',
    connectedAt: a.createdAt,
  };
}

/** The non-secret details kept beside the account (the forms but for credentials and invoice figures). */
export function carrierAccountDetails(input: ConnectCarrierAccount): Record<string, unknown> {
  if (input.carrier === 'FedEx')
    return { corporate: input.corporate, validationType: input.invoiceValidation.validationType };
  if (input.carrier === 'USPS') return { accountHolder: input.accountHolder };
  return { userName: input.credentials.userName };
}

/** A merchant's own account as the rate shop passes it to the carriers. */
export interface OwnCarrierAccountRef {
  carrierAccountId: string;
  carrier: OwnAccountCarrier;
  description: string;
  reference: string;
}
