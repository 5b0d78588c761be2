/** What the staff console's use cases talk through; adapters live in functions/admin/adapters. */
import type { ClaimWrites } from '../claims/ports';
import type { AdminAuditEntry } from './admin-audit';

/** A page of anything staff read across accounts; the cursor is opaque and absent on the last page. */
export interface StaffPage<T> {
  items: T[];
  cursor?: string;
}

/**
 * Staff actions on claims: the claim writes that carry `audit` in the same transaction (both or neither),
 * handed to the claim decisions as their companion.
 */
export interface AuditedClaimWrites {
  withAudit(audit: AdminAuditEntry): ClaimWrites;
}

/** The admin audit log, newest first: all of it, or one account's. */
export interface AdminAuditLog {
  list(page: { limit: number; cursor?: string }): Promise<StaffPage<AdminAuditEntry>>;
  ofAccount(accountId: string, page: { limit: number; cursor?: string }): Promise<StaffPage<AdminAuditEntry>>;
}

/** A merchant account as staff search finds it. */
export interface AccountHit {
  accountId: string;
  name: string;
  /** The member whose email matched, when the search was by email. */
  matchedEmail?: string;
}

/**
 * Finding merchant accounts across the table: by exact id, by a member's email or by company name
 * (case-insensitive, part of it). Each call reads a bounded slice; `cursor` continues where it stopped,
 * so a page may be short (even empty) with a cursor when the slice held few matches.
 */
export interface AccountDirectory {
  byId(accountId: string): Promise<AccountHit | undefined>;
  search(
    query: { text: string; by: 'email' | 'company' },
    page: { limit: number; cursor?: string },
  ): Promise<StaffPage<AccountHit>>;
}
