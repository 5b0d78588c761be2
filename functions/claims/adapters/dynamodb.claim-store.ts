import { holdsShipmentClaim } from '#domain/claims/claim-lifecycle.rules';
import { claimSubjectKey, type ClaimRecord } from '#domain/claims/claim-record';
import type {
  ClaimCredit,
  ClaimReviewQueue,
  ClaimStatusWrite,
  ClaimStore,
  ClaimSummary,
  ClaimWriteOutcome,
} from '#domain/claims/ports';
import { oneAtATime } from '#lib/concurrently';
import { decodePartitionCursor, encodeCursor, queryPage, readFromCursor } from '#lib/db/cursor';
import { onTable } from '#lib/db/table';
import { conditionHeld } from '#lib/db/condition-failure';
import {
  describeReasons,
  isRaceLost,
  raceBudget,
  refused,
  writeAll,
  writeTransaction,
  type EntityGroup,
  type TransactionEntities,
  type TransactionItem,
} from '#lib/db/transaction';
import { LEDGER_ENTITIES, ledgerWrites, readWallet } from '#functions/billing/ledger';
import { ClaimEntity, ClaimHoldEntity } from '../db/claim.entity';

export const CLAIM_WRITE = { claim: ClaimEntity, claimHold: ClaimHoldEntity };
const SETTLE_WRITE = { ...CLAIM_WRITE, ...LEDGER_ENTITIES };
type ClaimTx = TransactionEntities<typeof CLAIM_WRITE>;

type Item = {
  accountId: string;
  claimId: string;
  orderId: string;
  shipmentId?: string;
  sourceKind: ClaimRecord['source']['kind'];
  type: ClaimRecord['type'];
  subjectKey: string;
  status: ClaimRecord['status'];
  resolution: ClaimRecord['resolution'];
  claim: unknown;
  amounts: unknown;
  history: unknown;
  orderNumber: string;
  trackingCode?: string;
  fileBy?: string;
  insurerClaimId?: string;
  version: number;
  submittedAt?: string;
  createdAt: string;
  updatedAt: string;
};

function sourceOf(item: Item): ClaimRecord['source'] {
  if (item.sourceKind === 'order') return { kind: 'order', orderId: item.orderId };
  if (item.sourceKind === 'shipment')
    return { kind: 'shipment', orderId: item.orderId, shipmentId: item.shipmentId ?? '' };
  return { kind: 'protection', orderId: item.orderId, ...(item.shipmentId ? { shipmentId: item.shipmentId } : {}) };
}

function toRecord(item: Item): ClaimRecord {
  return {
    claimId: item.claimId,
    accountId: item.accountId,
    source: sourceOf(item),
    type: item.type,
    status: item.status,
    resolution: item.resolution,
    claim: item.claim as ClaimRecord['claim'],
    amounts: item.amounts as ClaimRecord['amounts'],
    history: item.history as ClaimRecord['history'],
    orderNumber: item.orderNumber,
    ...(item.trackingCode ? { trackingCode: item.trackingCode } : {}),
    ...(item.fileBy ? { fileBy: item.fileBy } : {}),
    ...(item.insurerClaimId ? { insurerClaimId: item.insurerClaimId } : {}),
    version: item.version,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    ...(item.submittedAt ? { submittedAt: item.submittedAt } : {}),
  };
}

/**
 * Items another domain writes in the same transaction as a claim's move or settlement (the staff console's
 * audit entry): both are written or neither. A refused companion item fails the write like any other.
 */
export interface ClaimWriteCompanion<E extends EntityGroup = EntityGroup> {
  entities: E;
  items: (tx: TransactionEntities<E>) => TransactionItem[];
}

// Built for the group merged with the companion's entities; an absent companion is an empty part.
const companionPart = (companion: ClaimWriteCompanion<any> | undefined, tx: unknown) => ({
  companion: companion ? companion.items(tx as TransactionEntities<EntityGroup>) : [],
});

/** The hold key each claim read was created with: a hold is released under the key it was taken with. */
const storedSubjectKeys = new WeakMap<object, string>();

const subjectKeyOf = (record: Pick<ClaimRecord, 'source' | 'type'>) =>
  storedSubjectKeys.get(record) ?? claimSubjectKey(record.source, record.type);

export async function read(accountId: string, claimId: string): Promise<ClaimRecord | undefined> {
  const { data } = await onTable(ClaimEntity).get({ accountId, claimId }).go({ consistent: true });
  if (!data) return undefined;
  const record = toRecord(data as Item);
  if (data.subjectKey) storedSubjectKeys.set(record, data.subjectKey);
  return record;
}

/** The status change of one guarded move (status and version as read), with the history line appended. */
export function moveItem(tx: Pick<ClaimTx, 'claim'>, current: ClaimRecord, write: ClaimStatusWrite): TransactionItem {
  return tx.claim
    .patch({ accountId: current.accountId, claimId: current.claimId })
    .set({
      status: write.entry.to,
      resolution: write.resolution,
      history: [...current.history, write.entry],
      version: current.version + 1,
      createdAt: current.createdAt,
      ...(write.submittedAt ? { submittedAt: write.submittedAt } : {}),
      ...(write.amounts ? { amounts: write.amounts } : {}),
      ...(write.insurerClaimId ? { insurerClaimId: write.insurerClaimId } : {}),
    })
    .where((attr, { eq }) => `${eq(attr.status, write.expectedStatus)} AND ${eq(attr.version, write.expectedVersion)}`)
    .commit();
}

/** The hold's release when a move takes the claim out of draft/open (only the hold this claim owns). */
export function releaseItems(
  tx: Pick<ClaimTx, 'claimHold'>,
  current: ClaimRecord,
  write: ClaimStatusWrite,
): TransactionItem[] {
  if (!holdsShipmentClaim(write.expectedStatus) || holdsShipmentClaim(write.entry.to)) return [];
  return [
    tx.claimHold
      .delete({ accountId: current.accountId, subjectKey: subjectKeyOf(current) })
      .where((attr, { eq }) => eq(attr.claimId, current.claimId))
      .commit(),
  ];
}

async function moveClaim(
  accountId: string,
  claimId: string,
  write: ClaimStatusWrite,
  companion?: ClaimWriteCompanion<any>,
): Promise<ClaimWriteOutcome> {
  const current = await read(accountId, claimId);
  if (!current) return 'missing';
  const entities: typeof CLAIM_WRITE = { ...CLAIM_WRITE, ...companion?.entities };
  const result = await writeTransaction(entities, (tx) => ({
    claim: [moveItem(tx, current, write)],
    hold: releaseItems(tx, current, write),
    ...companionPart(companion, tx),
  }));
  if (result.ok) return 'written';
  if (refused(result.reasons.claim) || isRaceLost(result.reasons, [])) return 'stale';
  throw new Error(`The claim was not moved: ${describeReasons(result.reasons)}`);
}

function settleClaim(
  accountId: string,
  claimId: string,
  write: ClaimStatusWrite,
  credit: ClaimCredit,
  companion?: ClaimWriteCompanion<any>,
): Promise<'settled' | 'already' | 'stale' | 'missing'> {
  // One wallet writer at a time per account in this process; across processes the version guard decides.
  return oneAtATime(`wallet#${accountId}`, async () => {
    for (const race = raceBudget(); race.open; await race.retry()) {
      const current = await read(accountId, claimId);
      if (!current) return 'missing';
      if (current.status === 'paid') return 'already';
      if (current.status !== write.expectedStatus || current.version !== write.expectedVersion) return 'stale';
      const wallet = await readWallet(accountId);
      const entities: typeof SETTLE_WRITE = { ...SETTLE_WRITE, ...companion?.entities };
      const result = await writeTransaction(entities, (tx) => {
        const { parts } = ledgerWrites(tx, wallet, {
          accountId,
          entryId: `claim#${claimId}`,
          kind: 'claim',
          invoice: { type: 'claim', amount: credit.amountCents, tierFee: credit.tierFeeCents, insurancePremium: 0 },
          description: credit.description,
          orderId: current.source.orderId,
          orderNumber: current.orderNumber,
          ...(current.source.kind !== 'order' && current.source.shipmentId
            ? { shipmentId: current.source.shipmentId }
            : {}),
          ...(current.trackingCode ? { trackingCode: current.trackingCode } : {}),
        });
        return {
          claim: [moveItem(tx, current, write)],
          hold: releaseItems(tx, current, write),
          ...parts,
          ...companionPart(companion, tx),
        };
      });
      if (result.ok) return 'settled';
      // The credit exists: this claim was paid by another writer (the claim part then fails too).
      if (refused(result.reasons.ledgerEntry) || refused(result.reasons.invoice)) return 'already';
      if (!isRaceLost(result.reasons, ['wallet', 'claim']))
        throw new Error(`The claim was not settled: ${describeReasons(result.reasons)}`);
    }
    throw new Error('Settling the claim lost every race; try again');
  });
}

/** The claim writes of `dynamoClaimStore` with `companion`'s items in each transaction. */
export function claimWritesWith<E extends EntityGroup>(companion: ClaimWriteCompanion<E>) {
  return {
    move: (accountId: string, claimId: string, write: ClaimStatusWrite) =>
      moveClaim(accountId, claimId, write, companion),
    settle: (accountId: string, claimId: string, write: ClaimStatusWrite, credit: ClaimCredit) =>
      settleClaim(accountId, claimId, write, credit, companion),
  };
}

/** Reads one filtered page of the claims list may take to fill itself. */
const FILTERED_LIST_READS = 5;

/** Claims in the single table; the hold and the wallet credit are written in the claim's transactions. */
export const dynamoClaimStore: ClaimStore = {
  get: read,

  async list(accountId, { status, filer, limit, cursor }) {
    const entity = onTable(ClaimEntity);
    const byKey = status ? entity.query.byStatus({ accountId, status }) : entity.query.byAccount({ accountId });
    // Who filed is no key: a filter, so a read may hold fewer than `limit`, and the page is topped up from
    // where the last read stopped (a bounded number of reads; a short page still carries its cursor).
    const query = filer
      ? byKey.where((attr, { eq, ne }) =>
          filer === 'protection' ? eq(attr.sourceKind, 'protection') : ne(attr.sourceKind, 'protection'),
        )
      : byKey;
    const items: Item[] = [];
    let next: string | null = cursor ?? null;
    for (let read = 0; read < (filer ? FILTERED_LIST_READS : 1); read++) {
      const page = await queryPage(
        { params: () => query.params({ order: 'desc' }), go: (o) => query.go({ ...o, order: 'desc' }) },
        accountId,
        { limit: limit - items.length, cursor: next },
      );
      items.push(...(page.items as Item[]));
      next = page.cursor;
      if (!next || items.length >= limit) break;
    }
    return { items: items.map(toRecord), ...(next ? { cursor: next } : {}) };
  },

  async ofOrder(accountId, orderId) {
    const { data } = await onTable(ClaimEntity)
      .query.byOrder({ accountId, orderId })
      .go({ order: 'desc', pages: 'all' });
    return (data as Item[]).map((item): ClaimSummary => ({
      claimId: item.claimId,
      type: item.type,
      status: item.status,
      source: sourceOf(item),
    }));
  },

  async create(record) {
    const subjectKey = subjectKeyOf(record);
    const result = await writeTransaction(CLAIM_WRITE, (tx) => ({
      hold: [tx.claimHold.create({ accountId: record.accountId, subjectKey, claimId: record.claimId }).commit()],
      claim: [
        tx.claim
          .create({
            accountId: record.accountId,
            claimId: record.claimId,
            orderId: record.source.orderId,
            ...(record.source.kind !== 'order' && record.source.shipmentId
              ? { shipmentId: record.source.shipmentId }
              : {}),
            sourceKind: record.source.kind,
            type: record.type,
            subjectKey,
            status: record.status,
            resolution: record.resolution,
            claim: record.claim,
            amounts: record.amounts,
            history: record.history,
            orderNumber: record.orderNumber,
            ...(record.trackingCode ? { trackingCode: record.trackingCode } : {}),
            ...(record.fileBy ? { fileBy: record.fileBy } : {}),
            documentCount: 0,
            version: record.version,
            createdAt: record.createdAt,
          })
          .commit(),
      ],
    }));
    if (result.ok) return { outcome: 'created' };
    if (refused(result.reasons.hold)) {
      const { data } = await onTable(ClaimHoldEntity).get({ accountId: record.accountId, subjectKey }).go();
      if (data) return { outcome: 'duplicate', claimId: data.claimId };
    }
    throw new Error(`The claim was not created: ${describeReasons(result.reasons)}`);
  },

  async updateDraft(record, expectedVersion) {
    const held = await conditionHeld(() =>
      onTable(ClaimEntity)
        .patch({ accountId: record.accountId, claimId: record.claimId })
        .set({ claim: record.claim, amounts: record.amounts, version: expectedVersion + 1 })
        .where((attr, { eq }) => `${eq(attr.status, 'draft')} AND ${eq(attr.version, expectedVersion)}`)
        .go(),
    );
    if (held) return 'written';
    return (await read(record.accountId, record.claimId)) ? 'stale' : 'missing';
  },

  move: (accountId, claimId, write) => moveClaim(accountId, claimId, write),

  settle: (accountId, claimId, write, credit) => settleClaim(accountId, claimId, write, credit),

  async deleteDraft(accountId, claimId) {
    const current = await read(accountId, claimId);
    if (!current || current.status !== 'draft') return false;
    const { ok } = await writeAll(CLAIM_WRITE, (tx) => [
      tx.claim
        .delete({ accountId, claimId })
        .where((attr, { eq }) => `${eq(attr.status, 'draft')} AND ${eq(attr.version, current.version)}`)
        .commit(),
      tx.claimHold
        .delete({ accountId, subjectKey: subjectKeyOf(current) })
        .where((attr, { eq }) => eq(attr.claimId, claimId))
        .commit(),
    ]);
    return ok;
  },
};

/**
 * The staff review queue (gsi4, across accounts, open statuses only), oldest first. Its cursor is not
 * checked against an account: the queue belongs to no account, and only staff routes read it.
 */
export const dynamoClaimReviewQueue: ClaimReviewQueue = {
  async page(status, { limit, cursor }) {
    // The cursor comes back from a browser: it must continue this status's partition and nothing else.
    const startKey = decodePartitionCursor(cursor, {
      indexName: 'gsi4',
      partition: { attribute: 'gsi4pk', value: `CLAIMREVIEW#${status}` },
    });
    const { data, cursor: next } = await readFromCursor(startKey, 'cursor', () =>
      onTable(ClaimEntity)
        .query.reviewQueue({ status })
        .go({ order: 'asc', limit, pages: 1, cursor: startKey ? (encodeCursor(startKey) ?? null) : null }),
    );
    return { items: (data as Item[]).map(toRecord), ...(next ? { cursor: next } : {}) };
  },
};
