import type { OnboardingProgress } from './onboarding.rules';

/** The services step's answers, kept with the progress until a rate-settings feature takes them over. */
export interface PreferredServices {
  anyServiceSelected: boolean;
  preferredServices: string[];
}

/** The account's onboarding item: its progress and the services answers; `version` 0 means none is stored. */
export interface OnboardingRecord {
  progress: OnboardingProgress;
  services: PreferredServices;
  version: number;
}

export interface OnboardingStore {
  get(accountId: string): Promise<OnboardingRecord | undefined>;
  /** Replaces the item if it is still at `expectedVersion` (0: absent); undefined when it moved on. */
  put(
    accountId: string,
    value: { progress: OnboardingProgress; services: PreferredServices },
    expectedVersion: number,
  ): Promise<OnboardingRecord | undefined>;
}

/**
 * What onboarding reads and writes of other domains, through their faces: whether the account has an
 * order, its company name and logo, its warehouses, own carrier accounts, stores and wallet.
 */
export interface OnboardingAccountFacts {
  hasOrder(accountId: string): Promise<boolean>;
  company(accountId: string): Promise<{ companyName: string; hasLogo: boolean }>;
  /** Renames the company, keeping the rest of its profile. */
  saveCompanyName(accountId: string, companyName: string): Promise<void>;
  warehouseCount(accountId: string): Promise<number>;
  ownCarrierAccountCount(accountId: string): Promise<number>;
  storeCount(accountId: string): Promise<number>;
  walletBalanceCents(accountId: string): Promise<number>;
}
