import type { SavedFilter } from '#api/orders';

export interface SavedFilterStore {
  list(accountId: string): Promise<SavedFilter[]>;
  /** undefined when the name is already taken in the account. */
  create(accountId: string, filter: Omit<SavedFilter, 'createdAt'>): Promise<SavedFilter | undefined>;
  remove(accountId: string, filterId: string): Promise<boolean>;
}
