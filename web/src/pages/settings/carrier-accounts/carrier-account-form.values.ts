import type { ConnectCarrierAccount } from '#api/carrier-accounts';
import type { OwnAccountCarrier } from '#domain/carriers/carrier-accounts.rules';

/** One address set of the FedEx corporate form (accounts §3). */
export interface AddressSetValues {
  name: string;
  company: string;
  phone: string;
  email: string;
  street1: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export interface CarrierAccountFormValues {
  carrier: OwnAccountCarrier;
  description: string;
  accountNumber: string;
  credentials: { userName: string; userAccountNumber: string; clientId: string; clientSecret: string };
  corporate: { corporateContact: AddressSetValues; shippingAddress: AddressSetValues };
  /** FedEx: the shipping address is the corporate contact's. */
  shippingSameAsCorporate: boolean;
  invoiceValidation: {
    validationType: '0' | '1';
    '2faOption': string;
    invoiceNumber: string;
    invoiceCurrency: string;
    invoiceDate: string;
    invoiceAmount: string;
  };
  accountHolder: {
    accountHolderName: string;
    street1: string;
    city: string;
    state: string;
    zip: string;
    country: string;
  };
}

const emptyAddress = (): AddressSetValues => ({
  name: '',
  company: '',
  phone: '',
  email: '',
  street1: '',
  street2: '',
  city: '',
  state: '',
  zip: '',
  country: 'US',
});

export function emptyCarrierAccountForm(carrier: OwnAccountCarrier = 'UPS'): CarrierAccountFormValues {
  return {
    carrier,
    description: '',
    accountNumber: '',
    credentials: { userName: '', userAccountNumber: '', clientId: '', clientSecret: '' },
    corporate: { corporateContact: emptyAddress(), shippingAddress: emptyAddress() },
    shippingSameAsCorporate: true,
    invoiceValidation: {
      validationType: '1',
      '2faOption': 'SMS',
      invoiceNumber: '',
      invoiceCurrency: 'USD',
      invoiceDate: '',
      invoiceAmount: '',
    },
    accountHolder: { accountHolderName: '', street1: '', city: '', state: '', zip: '', country: 'US' },
  };
}

const withoutBlankStreet2 = ({ street2, ...rest }: AddressSetValues) => (street2.trim() ? { ...rest, street2 } : rest);

/** The connect request of the chosen carrier: only its own forms travel. */
export function connectRequestOf(v: CarrierAccountFormValues): ConnectCarrierAccount {
  const common = { description: v.description, accountNumber: v.accountNumber };
  if (v.carrier === 'UPS') return { carrier: 'UPS', ...common, credentials: v.credentials };
  if (v.carrier === 'USPS') return { carrier: 'USPS', ...common, accountHolder: v.accountHolder };
  const contact = v.corporate.corporateContact;
  const iv = v.invoiceValidation;
  return {
    carrier: 'FedEx',
    ...common,
    corporate: {
      corporateContact: withoutBlankStreet2(contact),
      shippingAddress: withoutBlankStreet2(v.shippingSameAsCorporate ? contact : v.corporate.shippingAddress),
    },
    invoiceValidation:
      iv.validationType === '0'
        ? { validationType: 0, '2faOption': iv['2faOption'] }
        : {
            validationType: 1,
            invoiceNumber: iv.invoiceNumber,
            invoiceCurrency: iv.invoiceCurrency,
            invoiceDate: iv.invoiceDate,
            invoiceAmount: iv.invoiceAmount,
          },
  } as ConnectCarrierAccount;
}
