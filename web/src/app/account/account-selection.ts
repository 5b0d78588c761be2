import type { Membership } from '#api/accounts';
import { userStorageKey } from '#web/lib/preferences-storage';

export const SELECTED_ACCOUNT_KEY = 'selected-account';

export function selectedAccountStorageKey(userId: string): string {
  return userStorageKey(userId, SELECTED_ACCOUNT_KEY);
}

/** The remembered account if the user still belongs to it, else the first membership. */
export function pickSelectedAccount(
  memberships: readonly Membership[],
  storedAccountId: string | null,
): Membership | null {
  return memberships.find((m) => m.accountId === storedAccountId) ?? memberships[0] ?? null;
}
