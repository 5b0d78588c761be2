/** Claim statuses (accounts §4): display form, stored form (plus draft), resolutions. */
export const CLAIM_STATUS_LABELS = [
  'Claim Received',
  'Documents Pending',
  'Investigation Pending',
  'Submitted for Payment',
  'Paid',
  'Withdrawn',
  'Denied',
  'Closed',
] as const;
export type ClaimStatusLabel = (typeof CLAIM_STATUS_LABELS)[number];

export const CLAIM_STATUSES = [
  'claim_received',
  'documents_pending',
  'investigation_pending',
  'submitted_for_payment',
  'paid',
  'withdrawn',
  'denied',
  'closed',
  'draft',
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_RESOLUTIONS = ['pending', 'reship', 'refund', 'deny'] as const;
export type ClaimResolution = (typeof CLAIM_RESOLUTIONS)[number];

/** 'Draft' is ours: the spec stores draft but shows no label for it. */
export const CLAIM_STATUS_LABEL_BY_STATUS: Readonly<Record<ClaimStatus, ClaimStatusLabel | 'Draft'>> = {
  claim_received: 'Claim Received',
  documents_pending: 'Documents Pending',
  investigation_pending: 'Investigation Pending',
  submitted_for_payment: 'Submitted for Payment',
  paid: 'Paid',
  withdrawn: 'Withdrawn',
  denied: 'Denied',
  closed: 'Closed',
  draft: 'Draft',
};

/**
 * Any status text (display label, stored value, insurer wording) → stored form.
 * Text containing 'pending documentation' (any case) is documents_pending; unknown text gives undefined.
 */
export function toStoredClaimStatus(text: string | null | undefined): ClaimStatus | undefined {
  if (!text) return undefined;
  const lower = text.trim().toLowerCase();
  if (lower.includes('pending documentation')) return 'documents_pending';
  const key = lower.replace(/[\s-]+/g, '_');
  return (CLAIM_STATUSES as readonly string[]).includes(key) ? (key as ClaimStatus) : undefined;
}

export function claimStatusLabel(status: ClaimStatus): ClaimStatusLabel | 'Draft' {
  return CLAIM_STATUS_LABEL_BY_STATUS[status];
}
