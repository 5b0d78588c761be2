import type { ClaimCandidateRecord, ClaimCandidateStore } from '#domain/claims/ports';
import { conditionHeld } from '#lib/db/condition-failure';
import { onTable } from '#lib/db/table';
import { ClaimCandidateEntity } from '../db/claim-candidate.entity';

type Item = ClaimCandidateRecord & { createdAt?: string; updatedAt?: string };

function toRecord(item: Item): ClaimCandidateRecord {
  return {
    accountId: item.accountId,
    orderId: item.orderId,
    shipmentId: item.shipmentId,
    trigger: item.trigger,
    type: item.type,
    stage: item.stage,
    dueAt: item.dueAt,
    ...(item.claimId ? { claimId: item.claimId } : {}),
    ...(item.fileBy ? { fileBy: item.fileBy } : {}),
  };
}

const keyOf = (c: ClaimCandidateRecord) => ({ accountId: c.accountId, orderId: c.orderId, shipmentId: c.shipmentId });

/**
 * The claim candidates' sparse index (gsi1 SCHEDULE#CLAIMS, by due time). The sweep's writes are guarded by the
 * due time and stage it read, so a candidate the tracking worker rewrote meanwhile is left to the next run.
 */
export const dynamoClaimCandidateStore: ClaimCandidateStore = {
  async due(now, { limit, cursor }) {
    const { data, cursor: next } = await onTable(ClaimCandidateEntity)
      .query.due({})
      // The sort key starts with dueAt: `<now>#~` is past every key due at `now` (`~` sorts after the ids).
      .lte({ dueAt: `${now}#~` })
      .go({ order: 'asc', limit, pages: 1, cursor: cursor ?? null });
    return { items: (data as Item[]).filter((d) => d.dueAt <= now).map(toRecord), ...(next ? { cursor: next } : {}) };
  },

  remindLater: (read, next) =>
    conditionHeld(() =>
      onTable(ClaimCandidateEntity)
        .patch(keyOf(read))
        .set({ stage: 'remind', dueAt: next.dueAt, claimId: next.claimId, fileBy: next.fileBy })
        .composite({ accountId: read.accountId, orderId: read.orderId, shipmentId: read.shipmentId })
        .where((attr, { eq }) => `${eq(attr.dueAt, read.dueAt)} AND ${eq(attr.stage, read.stage)}`)
        .go(),
    ),

  done: (read) =>
    conditionHeld(() =>
      onTable(ClaimCandidateEntity)
        .delete(keyOf(read))
        .where((attr, { eq }) => `${eq(attr.dueAt, read.dueAt)} AND ${eq(attr.stage, read.stage)}`)
        .go(),
    ),
};
