import type { LeadKind } from './lead.schema';

/**
 * How long a lead is kept in the table: long enough for sales to follow up and to look a prospect up again
 * over a quarter, short enough that a prospect's details do not linger (sales keeps its own copy by email).
 */
export const LEAD_RETENTION_DAYS = 180;

export function leadExpiresAt(submittedAt: Date): number {
  return Math.floor(submittedAt.getTime() / 1000) + LEAD_RETENTION_DAYS * 86_400;
}

/** What the visitor reads after sending (ours: the spec words only the forms' field messages). */
export const LEAD_RECEIVED: Readonly<Record<LeadKind, string>> = {
  contact: 'Thanks for your message. Our team will reply to your email within one business day.',
  demo: 'Thanks! Our team will email you within one business day to schedule your demo.',
  apply: 'Thanks for applying to ShipFare Plus. Our team will review your application and contact you.',
};

/** The not-validated human check, named on the form's widget (ours: the spec words no message for it). */
export const HUMAN_CHECK_FAILED = 'Please confirm you are human and try again.';
