import type { FreightBookingStore, FreightCarrierFor } from '#domain/freight/booking.ports';
import { rebillsFromTracking } from '#domain/freight/freight-rebill.rules';
import type { FreightBookingRecord as FreightBooking } from '#domain/freight/freight-booking.models';
import type { SettleFreightCharges } from './settle-freight-charges.use-case';

export interface TrackFreightDeps {
  bookings: FreightBookingStore;
  carrierFor: FreightCarrierFor;
  settle: SettleFreightCharges;
  /** How long after a check the next one is due. */
  recheckAfterMs: number;
  clock?: () => Date;
}

export interface TrackFreightReport {
  checked: number;
  moved: number;
  rebilled: number;
  delivered: number;
  failed: number;
}

/**
 * The freight tracking schedule: every booked PRO whose check is due is tracked with its carrier
 * (its status and scans saved), what the carrier's dock found (reweigh, reclass) re-billed once each, and any charge
 * a booking left unposted completed. Delivered PROs leave the schedule once their re-bills are in.
 * Bounded per run (`limit`, `deadline`); the rest wait for the next run.
 */
export function makeTrackFreight(deps: TrackFreightDeps) {
  const clock = deps.clock ?? (() => new Date());
  return async function trackFreight(opts: {
    limit: number;
    deadline?: number;
    onError?: (booking: FreightBooking, err: unknown) => void;
  }): Promise<TrackFreightReport> {
    const report: TrackFreightReport = { checked: 0, moved: 0, rebilled: 0, delivered: 0, failed: 0 };
    const due = await deps.bookings.dueForTracking(clock().toISOString(), opts.limit);
    for (const booking of due) {
      if (opts.deadline !== undefined && Date.now() > opts.deadline) break;
      const pro = booking.carrierBooking?.pro;
      if (!pro) continue;
      report.checked++;
      try {
        const tracking = await deps.carrierFor(booking.offer).track(pro);
        const withRebills = await deps.bookings.addRebills(booking, rebillsFromTracking(booking, tracking));
        if (withRebills.rebills.length > booking.rebills.length) report.rebilled++;
        await deps.settle(withRebills);
        if (tracking.events.length !== booking.trackingEvents.length) report.moved++;
        const final = tracking.status === 'delivered';
        if (final) report.delivered++;
        await deps.bookings.updateTracking(booking, {
          status: tracking.status,
          events: tracking.events,
          final,
          checkAfter: new Date(clock().getTime() + deps.recheckAfterMs).toISOString(),
        });
      } catch (err) {
        report.failed++;
        opts.onError?.(booking, err);
      }
    }
    return report;
  };
}
