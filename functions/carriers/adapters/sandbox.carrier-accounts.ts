import { CarrierAccountRefusedError, type CarrierAccountRegistry } from '#domain/carriers/carrier-account.ports';
import { CARRIER_ACCOUNT_MESSAGES, FEDEX_INVOICE_MAX_AGE_DAYS } from '#domain/carriers/carrier-accounts.rules';
import { stableHashHex } from '#domain/carriers/stable-hash.rules';

const DAY_MS = 86_400_000;

/**
 * The sandbox carriers' account registry, as deterministic as the sandbox's test cards: an
 * account number ending in 0000 is unknown to the carrier; a UPS client secret shorter than 16
 * characters is refused; a FedEx invoice must be dated within the last 90 days and not ahead of
 * today, and one whose amount ends in .13 does not match the carrier's records. Everything else
 * registers, under a reference derived from the account and the number (registering again
 * answers the same one). Nothing is kept: the sandbox rates an own account from its reference.
 */
export function makeSandboxCarrierAccounts(clock: () => Date = () => new Date()): CarrierAccountRegistry {
  return {
    async register(accountId, input) {
      if (input.accountNumber.endsWith('0000'))
        throw new CarrierAccountRefusedError('accountNumber', CARRIER_ACCOUNT_MESSAGES.notFoundAtCarrier);
      if (input.carrier === 'UPS' && input.credentials.clientSecret.length < 16)
        throw new CarrierAccountRefusedError('credentials.clientSecret', CARRIER_ACCOUNT_MESSAGES.credentialsRefused);
      if (input.carrier === 'FedEx' && input.invoiceValidation.validationType === 1) {
        const { invoiceDate, invoiceAmount } = input.invoiceValidation;
        const age = clock().getTime() - Date.parse(`${invoiceDate}T00:00:00Z`);
        if (!(age >= -DAY_MS && age <= FEDEX_INVOICE_MAX_AGE_DAYS * DAY_MS))
          throw new CarrierAccountRefusedError('invoiceValidation.invoiceDate', CARRIER_ACCOUNT_MESSAGES.invoiceTooOld);
        if (Math.round(Number(invoiceAmount) * 100) % 100 === 13)
          throw new CarrierAccountRefusedError(
            'invoiceValidation.invoiceAmount',
            CARRIER_ACCOUNT_MESSAGES.invoiceMismatch,
          );
      }
      const digest = stableHashHex(`${accountId}|${input.carrier}|${input.accountNumber.toUpperCase()}`);
      return { reference: `ca_sbx_${digest.slice(0, 24)}` };
    },
    async remove() {},
  };
}
