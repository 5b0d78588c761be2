import type {
  SandboxCarrierLedger,
  SandboxEmission,
  SandboxTrackingEntry,
  SandboxTrackingSource,
  WebhookSender,
} from '#domain/carriers/ports';
import { sandboxTrackerUpdatedEvent } from '#domain/carriers/sandbox-webhook.rules';
import { EASYPOST_SIGNATURE_HEADER, easyPostSignature } from '#functions/tracking/easypost-webhook';

export interface EmitSandboxTrackingDeps {
  ledger: SandboxCarrierLedger;
  tracking: SandboxTrackingSource;
  sender: WebhookSender;
  /** The app's EasyPost webhook endpoint (APP_URL + EASYPOST_WEBHOOK_PATH). */
  webhookUrl: string;
  /** The webhook secret the app verifies with. */
  secret: () => Promise<string>;
  clock?: () => Date;
}

export interface EmitSandboxTrackingReport {
  /** Labels looked at. */
  checked: number;
  /** tracker.updated events the app accepted. */
  emitted: number;
  /** Deliveries refused or unreachable: retried next run. */
  failed: number;
  /** Journeys finished this run (taken off the list). */
  finished: number;
}

export interface EmitSandboxTrackingRun {
  /** Labels looked at per run; the rest wait for the next run (oldest purchase first). */
  limit: number;
  /** Stop before the next label (the Lambda is running out of time). */
  shouldStop?: () => boolean;
  onError?: (entry: SandboxTrackingEntry, err: unknown) => void;
}

/**
 * The sandbox carrier's webhooks: for each label still on its way, its tracking at the sandbox's
 * (accelerated) now; when it has events the app has not been sent, one signed `tracker.updated`
 * with the whole history, as EasyPost sends it. What the app accepted is recorded, so each step
 * is sent once and a refused or failed delivery is sent again next run; a journey over and fully
 * delivered is taken off the list.
 */
export function makeEmitSandboxTracking(deps: EmitSandboxTrackingDeps) {
  const clock = deps.clock ?? (() => new Date());

  async function emitOne(entry: SandboxTrackingEntry, secret: string): Promise<{ sent: boolean; finished: boolean }> {
    const now = clock();
    const { record, emitted } = entry;
    const tracking = deps.tracking.trackingOf(record, now);
    const sent = emitted?.events ?? 0;
    const remember = (emission: Omit<SandboxEmission, 'at'>) =>
      deps.ledger.recordEmission(record, { ...emission, at: now.toISOString() });

    if (tracking.events.length <= sent) {
      if (!tracking.final) return { sent: false, finished: false };
      await remember({ events: sent, status: emitted?.status ?? tracking.status, done: true });
      return { sent: false, finished: true };
    }
    const body = JSON.stringify(
      sandboxTrackerUpdatedEvent({
        carrier: record.label.carrier,
        trackingCode: record.trackingCode,
        carrierShipmentId: record.label.carrierShipmentId,
        trackingUrl: record.label.trackingUrl,
        estimatedDeliveryDate: tracking.estimatedDeliveryDate,
        status: tracking.status,
        events: tracking.events,
        ...(emitted ? { previousStatus: emitted.status } : {}),
        createdAt: now.toISOString(),
      }),
    );
    const answer = await deps.sender.post(deps.webhookUrl, body, {
      'content-type': 'application/json',
      [EASYPOST_SIGNATURE_HEADER]: easyPostSignature(body, secret),
    });
    if (!answer.ok) throw new Error(`The webhook endpoint answered ${answer.status}`);
    await remember({ events: tracking.events.length, status: tracking.status, done: tracking.final });
    return { sent: true, finished: tracking.final };
  }

  return {
    async run(opts: EmitSandboxTrackingRun): Promise<EmitSandboxTrackingReport> {
      const report: EmitSandboxTrackingReport = { checked: 0, emitted: 0, failed: 0, finished: 0 };
      const entries = await deps.ledger.listTracking(opts.limit);
      if (!entries.length) return report;
      const secret = await deps.secret();
      for (const entry of entries) {
        if (opts.shouldStop?.()) break;
        report.checked++;
        try {
          const { sent, finished } = await emitOne(entry, secret);
          if (sent) report.emitted++;
          if (finished) report.finished++;
        } catch (err) {
          report.failed++;
          opts.onError?.(entry, err);
        }
      }
      return report;
    },
  };
}
