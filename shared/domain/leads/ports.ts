import type { Lead } from './lead.schema';

/** A lead as kept: the visitor's form, when it came, and until when it is kept (TTL). */
export interface StoredLead {
  leadId: string;
  lead: Lead;
  submittedAt: string;
  /** Epoch seconds DynamoDB's TTL deletes the item at. */
  expiresAt: number;
}

/** Where leads are kept (the table, one item per lead). */
export interface LeadStore {
  save(lead: StoredLead): Promise<void>;
  get(leadId: string): Promise<StoredLead | undefined>;
}

/** Hands a kept lead to the sales inbox's email (the emails queue in the cloud and locally). */
export interface SalesInboxQueue {
  leadSubmitted(leadId: string): Promise<void>;
}
