import {
  CLAIM_RESOLUTIONS,
  CLAIM_STATUSES,
  type ClaimResolution,
  type ClaimStatus,
} from '../statuses/claim-status.rules';

/**
 * The claim lifecycle (accounts §4 claim statuses and resolutions). The spec names the statuses but
 * not the moves between them; the table below is ours (docs/decisions.md): a merchant drafts, submits
 * and withdraws; Shipdeck staff (admin) and the insurer move a received claim through review to paid
 * or denied; the system closes what is finished.
 */
export { CLAIM_RESOLUTIONS, CLAIM_STATUSES, type ClaimResolution, type ClaimStatus };

export const CLAIM_ACTOR_KINDS = ['merchant', 'admin', 'insurer', 'system'] as const;
export type ClaimActorKind = (typeof CLAIM_ACTOR_KINDS)[number];

/** Who moved a claim: a merchant user, a Shipdeck staff member, the insurer (by its claim id) or a schedule. */
export interface ClaimActor {
  kind: ClaimActorKind;
  /** The user id (merchant, admin), the insurer's name, or the schedule's name. */
  id: string;
}

/** One line of a claim's history; `from` is null on the line that created the claim. */
export interface ClaimHistoryEntry {
  at: string;
  from: ClaimStatus | null;
  to: ClaimStatus;
  actor: ClaimActor;
  note: string;
}

/** Submitted and not yet decided: what a merchant may withdraw and what blocks a second claim. */
export const OPEN_CLAIM_STATUSES = [
  'claim_received',
  'documents_pending',
  'investigation_pending',
  'submitted_for_payment',
] as const satisfies readonly ClaimStatus[];

/** Decided: nothing but closing follows. */
export const FINISHED_CLAIM_STATUSES = ['paid', 'denied', 'withdrawn'] as const satisfies readonly ClaimStatus[];

/** The statuses staff review: a sparse index across accounts holds exactly these (the admin queue). */
export const REVIEW_CLAIM_STATUSES = OPEN_CLAIM_STATUSES;

export function isOpenClaimStatus(status: ClaimStatus): boolean {
  return (OPEN_CLAIM_STATUSES as readonly ClaimStatus[]).includes(status);
}

/** A draft or an open claim holds its shipment and type: a second one is refused (one claim per loss). */
export function holdsShipmentClaim(status: ClaimStatus): boolean {
  return status === 'draft' || isOpenClaimStatus(status);
}

const DECIDERS: readonly ClaimActorKind[] = ['admin', 'insurer'];
const CLOSERS: readonly ClaimActorKind[] = ['admin', 'insurer', 'system'];
const MERCHANT: readonly ClaimActorKind[] = ['merchant'];

/** Allowed moves: from → to → the actor kinds that may make it. Anything absent is refused. */
export const CLAIM_TRANSITIONS: Readonly<
  Partial<Record<ClaimStatus, Partial<Record<ClaimStatus, readonly ClaimActorKind[]>>>>
> = {
  draft: { claim_received: MERCHANT },
  claim_received: {
    documents_pending: DECIDERS,
    investigation_pending: DECIDERS,
    denied: DECIDERS,
    withdrawn: MERCHANT,
    closed: CLOSERS,
  },
  documents_pending: {
    investigation_pending: DECIDERS,
    denied: DECIDERS,
    withdrawn: MERCHANT,
    closed: CLOSERS,
  },
  investigation_pending: {
    documents_pending: DECIDERS,
    submitted_for_payment: DECIDERS,
    denied: DECIDERS,
    withdrawn: MERCHANT,
    closed: CLOSERS,
  },
  submitted_for_payment: {
    paid: DECIDERS,
    denied: DECIDERS,
    withdrawn: MERCHANT,
    closed: CLOSERS,
  },
  paid: { closed: CLOSERS },
  denied: { closed: CLOSERS },
  withdrawn: { closed: CLOSERS },
};

export const CLAIM_TRANSITION_MESSAGES = {
  notAllowed: (from: ClaimStatus, to: ClaimStatus) => `A claim cannot move from ${from} to ${to}.`,
  notActor: (kind: ClaimActorKind, to: ClaimStatus) => `A ${kind} cannot move a claim to ${to}.`,
  paidNeedsAmount: 'A paid claim needs the amount paid.',
} as const;

export class ClaimTransitionError extends Error {
  constructor(
    message: string,
    readonly from: ClaimStatus,
    readonly to: ClaimStatus,
  ) {
    super(message);
  }
}

/** The actor kinds allowed to move a claim from `from` to `to`; empty when the move does not exist. */
export function claimTransitionActors(from: ClaimStatus, to: ClaimStatus): readonly ClaimActorKind[] {
  return CLAIM_TRANSITIONS[from]?.[to] ?? [];
}

export function canTransitionClaim(from: ClaimStatus, to: ClaimStatus, actor: ClaimActorKind): boolean {
  return claimTransitionActors(from, to).includes(actor);
}

/** The statuses `actor` may move a claim in `from` to (what a screen offers). */
export function nextClaimStatuses(from: ClaimStatus, actor: ClaimActorKind): ClaimStatus[] {
  return (Object.entries(CLAIM_TRANSITIONS[from] ?? {}) as [ClaimStatus, readonly ClaimActorKind[]][])
    .filter(([, actors]) => actors.includes(actor))
    .map(([to]) => to);
}

/**
 * The resolution after a move: a denial is `deny`; a payment is a `refund` unless a reship was chosen;
 * other moves keep what was set (or the one asked for, when the decider names it).
 */
export function resolutionAfter(
  to: ClaimStatus,
  current: ClaimResolution,
  requested?: ClaimResolution,
): ClaimResolution {
  if (to === 'denied') return 'deny';
  if (to === 'paid') return requested === 'reship' || current === 'reship' ? 'reship' : 'refund';
  return requested ?? current;
}

export interface ClaimMove {
  from: ClaimStatus;
  to: ClaimStatus;
  actor: ClaimActor;
  at: string;
  note?: string;
  resolution: ClaimResolution;
  requestedResolution?: ClaimResolution;
}

/**
 * One guarded move: refuses (ClaimTransitionError) a move that does not exist or that this actor may not
 * make; answers the history line and the resolution to store.
 */
export function transitionClaim(move: ClaimMove): { entry: ClaimHistoryEntry; resolution: ClaimResolution } {
  const { from, to, actor } = move;
  const allowed = claimTransitionActors(from, to);
  if (allowed.length === 0) throw new ClaimTransitionError(CLAIM_TRANSITION_MESSAGES.notAllowed(from, to), from, to);
  if (!allowed.includes(actor.kind))
    throw new ClaimTransitionError(CLAIM_TRANSITION_MESSAGES.notActor(actor.kind, to), from, to);
  return {
    entry: { at: move.at, from, to, actor, note: move.note ?? '' },
    resolution: resolutionAfter(to, move.resolution, move.requestedResolution),
  };
}
