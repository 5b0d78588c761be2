import type { AccountStore, IdGenerator } from '#domain/accounts/ports';
import { autoClaimRecord, CLAIMS_SWEEP_ACTOR, reminderAt } from '#domain/claims/claim-auto-open.rules';
import { dueClaimCandidate } from '#domain/claims/claim-candidate.rules';
import { filingDeadline } from '#domain/claims/filing-deadline.rules';
import type { ClaimInsurerName } from '#domain/claims/filing-windows.data';
import type { ClaimAlerts, ClaimCandidateRecord, ClaimCandidateStore, ClaimStore } from '#domain/claims/ports';
import type { OrderRecordStore } from '#domain/orders/ports';
import { forEachConcurrently } from '#lib/concurrently';

export interface ClaimsSweepDeps {
  candidates: ClaimCandidateStore;
  orders: Pick<OrderRecordStore, 'get'>;
  claims: Pick<ClaimStore, 'create' | 'get'>;
  accounts: Pick<AccountStore, 'getAccount'>;
  alerts: ClaimAlerts;
  ids: IdGenerator;
  /** The insurer Full Coverage shipments claim from (its filing windows). */
  insurer?: ClaimInsurerName;
  pageSize?: number;
  concurrency?: number;
}

export interface ClaimsSweepRun {
  now: Date;
  /** Time left in the invocation; the sweep stops taking pages when it runs low (the rest waits a run). */
  remainingMs?: () => number;
  onError?: (candidate: ClaimCandidateRecord, error: unknown) => void;
}

export interface ClaimsSweepReport {
  pages: number;
  candidates: number;
  opened: number;
  /** Already held by a draft or open claim of the same shipment + type (a re-run, or the merchant's own). */
  alreadyOpen: number;
  reminded: number;
  /** Nothing to do any more (the parcel was found, the claim was filed): removed. */
  dropped: number;
  /** Rewritten by tracking meanwhile, or failed: the next run looks again. */
  skipped: number;
  stoppedForTime: boolean;
}

const RESERVE_MS = 20_000;
const DEFAULT_TIME_ZONE = 'America/New_York';

/**
 * The claims sweep (automatic opening): walks the due claim candidates — only shipments whose tracking calls
 * for a claim, written by the tracking worker — and for each opens a draft claim prefilled from its order (one
 * read), never twice for a shipment + type (the claim store's hold decides, so a re-run or a concurrent run
 * finds it held), tells the merchant, and leaves a reminder for a few days before the filing window closes.
 * A reminder tells the merchant once, if the claim is still a draft.
 */
export function makeClaimsSweep(deps: ClaimsSweepDeps) {
  const pageSize = deps.pageSize ?? 100;
  const concurrency = deps.concurrency ?? 16;

  return async function claimsSweep(run: ClaimsSweepRun): Promise<ClaimsSweepReport> {
    const report: ClaimsSweepReport = {
      pages: 0,
      candidates: 0,
      opened: 0,
      alreadyOpen: 0,
      reminded: 0,
      dropped: 0,
      skipped: 0,
      stoppedForTime: false,
    };
    const zones = new Map<string, Promise<string>>();
    const timeZoneOf = (accountId: string) => {
      let zone = zones.get(accountId);
      if (!zone) {
        zone = deps.accounts.getAccount(accountId).then((a) => a?.timezone || DEFAULT_TIME_ZONE);
        zones.set(accountId, zone);
      }
      return zone;
    };

    async function finish(c: ClaimCandidateRecord, outcome: 'dropped' | 'reminded') {
      if (await deps.candidates.done(c)) report[outcome]++;
      else report.skipped++;
    }

    async function open(c: ClaimCandidateRecord) {
      const order = await deps.orders.get(c.accountId, c.orderId);
      const shipment = order?.isDeleted ? undefined : order?.shipments.find((s) => s.id === c.shipmentId);
      if (!order || !shipment) return finish(c, 'dropped');
      const candidate = dueClaimCandidate(shipment, run.now);
      // The order is written with its candidate, so a shipment that no longer calls for this claim was moved
      // by tracking after the index was read: the index holds its new state, the next run acts on it.
      if (!candidate || candidate.type !== c.type) {
        report.skipped++;
        return;
      }
      const deadline = filingDeadline(shipment, c.type, deps.insurer);
      const record = {
        ...autoClaimRecord({
          claimId: deps.ids.newId(),
          accountId: c.accountId,
          order,
          shipment,
          candidate,
          now: run.now,
          timeZone: await timeZoneOf(c.accountId),
        }),
        ...(deadline ? { fileBy: deadline.fileBy } : {}),
      };
      const created = await deps.claims.create(record);
      let claimId = record.claimId;
      if (created.outcome === 'created') report.opened++;
      else {
        report.alreadyOpen++;
        claimId = created.claimId;
        // A run that died after opening it: its alert may be missing (the alert is once per key).
        const holder = await deps.claims.get(c.accountId, claimId);
        if (holder?.status !== 'draft' || holder.history[0]?.actor.id !== CLAIMS_SWEEP_ACTOR) {
          return remindOrDrop(c, claimId, holder?.status === 'draft' ? deadline?.fileBy : undefined);
        }
      }
      await deps.alerts.send({
        alert: 'draft_opened',
        key: `${claimId}#draft_opened`,
        accountId: c.accountId,
        claimId,
        orderId: order.id,
        orderNumber: order.orderNumber ?? '',
        type: c.type,
        ...(deadline ? { fileBy: deadline.fileBy } : {}),
      });
      return remindOrDrop(c, claimId, deadline?.fileBy);
    }

    async function remindOrDrop(c: ClaimCandidateRecord, claimId: string, fileBy: string | undefined) {
      const at = fileBy ? reminderAt({ fileBy }, run.now) : undefined;
      if (!fileBy || !at) return finish(c, 'dropped');
      if (await deps.candidates.remindLater(c, { dueAt: at, claimId, fileBy })) return;
      report.skipped++;
    }

    async function remind(c: ClaimCandidateRecord) {
      const claim = c.claimId ? await deps.claims.get(c.accountId, c.claimId) : undefined;
      if (!claim || claim.status !== 'draft') return finish(c, 'dropped');
      await deps.alerts.send({
        alert: 'window_closing',
        key: `${claim.claimId}#window_closing`,
        accountId: c.accountId,
        claimId: claim.claimId,
        orderId: claim.source.orderId,
        orderNumber: claim.orderNumber,
        type: claim.type,
        ...(c.fileBy ? { fileBy: c.fileBy } : {}),
      });
      return finish(c, 'reminded');
    }

    const nowIso = run.now.toISOString();
    let cursor: string | undefined;
    do {
      if (run.remainingMs && run.remainingMs() < RESERVE_MS) {
        report.stoppedForTime = true;
        break;
      }
      const page = await deps.candidates.due(nowIso, { limit: pageSize, ...(cursor ? { cursor } : {}) });
      report.pages++;
      report.candidates += page.items.length;
      await forEachConcurrently(page.items, concurrency, async (c) => {
        try {
          await (c.stage === 'remind' ? remind(c) : open(c));
        } catch (error) {
          report.skipped++;
          run.onError?.(c, error);
        }
      });
      cursor = page.cursor;
    } while (cursor);
    return report;
  };
}

export type ClaimsSweep = ReturnType<typeof makeClaimsSweep>;
