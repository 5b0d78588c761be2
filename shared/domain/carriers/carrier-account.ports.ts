import type { ConnectCarrierAccount, OwnAccountCarrier, StoredCarrierAccount } from './carrier-accounts.rules';

/**
 * The carrier platform's registry of a merchant's own carrier accounts (EasyPost's CarrierAccount
 * API live, the sandbox locally). Registering sends the forms once; the platform keeps the
 * credentials and answers its id of the account (the reference rates and purchases name). A
 * refusal is a CarrierAccountRefusedError naming the form field at fault; anything else is an
 * outage the merchant may retry.
 */
export interface CarrierAccountRegistry {
  register(accountId: string, input: ConnectCarrierAccount): Promise<{ reference: string }>;
  /** Forgets the account at the platform; an account it no longer knows counts as removed. */
  remove(carrier: OwnAccountCarrier, reference: string): Promise<void>;
}

export class CarrierAccountRefusedError extends Error {
  constructor(
    /** The form field at fault (dotted path of the connect request), or '' for the whole form. */
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** The merchant's own carrier accounts (ACC#/CARRIERACCT# items), versioned so the plan limit holds under races. */
export interface CarrierAccountStore {
  /** The accounts with the set's version, for a change that must not race another (the plan's limit). */
  list(accountId: string): Promise<{ accounts: StoredCarrierAccount[]; version: number }>;
  /** The accounts alone, for readers that change nothing (the rate shop on every rate request). */
  accounts(accountId: string): Promise<StoredCarrierAccount[]>;
  get(accountId: string, carrierAccountId: string): Promise<StoredCarrierAccount | undefined>;
  /** Adds the account if the set is still at `expectedVersion`; 'changed' when someone added or removed meanwhile. */
  add(
    accountId: string,
    account: StoredCarrierAccount & { details: Record<string, unknown> },
    expectedVersion: number,
  ): Promise<'added' | 'changed'>;
  remove(accountId: string, carrierAccountId: string): Promise<void>;
}
