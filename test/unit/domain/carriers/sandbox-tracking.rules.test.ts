import { describe, expect, it } from 'vitest';
import {
  journeyEvents,
  SANDBOX_LOST_AFTER_HOURS,
  SANDBOX_OUTCOME_SHARES,
  sandboxJourneyOutcome,
  sandboxOutcomeOf,
  trackingAt,
  type SandboxJourney,
  type SandboxOutcome,
} from '#domain/carriers/sandbox-tracking.rules';
import { addCalendarDays } from '#domain/carriers/transit.rules';
import { claimCandidateOf, dueClaimCandidate } from '#domain/claims/claim-candidate.rules';
import { trackingRankOf, TERMINAL_TRACKING_STATUSES } from '#domain/tracking/tracking-progress.rules';
import { labelledShipment } from '../claims/claim-auto.fixtures';

const JOURNEY: SandboxJourney = {
  carrier: 'UPS',
  calendar: { carrier: 'UPS', saturday: false },
  saturdayDelivery: false,
  air: false,
  purchasedAt: '2026-03-04T15:00:00.000Z',
  shipDate: '2026-03-04',
  // Tuesday: a delay moves delivery to Wednesday, a pickup is collected on Thursday.
  estimatedDeliveryDate: '2026-03-10',
  from: { city: 'Austin', state: 'TX', zip: '78701', country: 'US', lat: 30.27, lon: -97.74 },
  to: { city: 'Boston', state: 'MA', zip: '02110', country: 'US', lat: 42.36, lon: -71.05 },
  voided: false,
};
const OUTCOMES = Object.keys(SANDBOX_OUTCOME_SHARES) as SandboxOutcome[];
const codes = (n: number) => Array.from({ length: n }, (_, i) => `1Z12345E03${String(10_000_000 + i * 7919)}`);

describe('sandbox journey outcomes (issue 12: a realistic share of delays, failures, returns and pickups)', () => {
  it('the shares add up to every journey, most of them on time', () => {
    expect(Object.values(SANDBOX_OUTCOME_SHARES).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    expect(SANDBOX_OUTCOME_SHARES.on_time).toBeGreaterThan(0.7);
  });

  it('over 5,000 tracking codes each outcome takes its share (within 1.5 points)', () => {
    const counts = new Map<SandboxOutcome, number>();
    const all = codes(5000);
    for (const code of all) counts.set(sandboxOutcomeOf(code), (counts.get(sandboxOutcomeOf(code)) ?? 0) + 1);
    for (const outcome of OUTCOMES)
      expect(Math.abs((counts.get(outcome) ?? 0) / all.length - SANDBOX_OUTCOME_SHARES[outcome])).toBeLessThan(0.015);
  });

  it('a tracking code always goes the same way; another seed deals the codes differently', () => {
    const all = codes(200);
    expect(all.map((c) => sandboxOutcomeOf(c))).toEqual(all.map((c) => sandboxOutcomeOf(c)));
    expect(all.map((c) => sandboxOutcomeOf(c, 'other'))).not.toEqual(all.map((c) => sandboxOutcomeOf(c)));
  });

  it.each(OUTCOMES)('%s: times and status only move forward, and the journey ends terminal', (outcome) => {
    const events = journeyEvents({ ...JOURNEY, outcome });
    for (let i = 1; i < events.length; i++) {
      expect(events[i].datetime >= events[i - 1].datetime).toBe(true);
      expect(trackingRankOf(events[i].status)).toBeGreaterThanOrEqual(trackingRankOf(events[i - 1].status));
    }
    expect(events[0]).toMatchObject({ status: 'pre_transit', status_detail: 'label_created' });
    expect(TERMINAL_TRACKING_STATUSES).toContain(events.at(-1)!.status);
    const end = trackingAt({ ...JOURNEY, outcome }, new Date('2026-04-01T00:00:00Z'));
    expect(end).toMatchObject({ final: true, status: events.at(-1)!.status });
    expect(trackingAt({ ...JOURNEY, outcome }, new Date('2026-03-06T12:00:00Z'))).toMatchObject({
      status: 'in_transit',
      final: false,
    });
  });

  it('on time: out for delivery and delivered on the estimated date', () => {
    const events = journeyEvents({ ...JOURNEY, outcome: 'on_time' });
    expect(events.at(-2)).toMatchObject({ status: 'out_for_delivery', datetime: '2026-03-10T08:05:00.000Z' });
    expect(events.at(-1)).toMatchObject({ status: 'delivered', datetime: '2026-03-10T14:32:00.000Z' });
    expect(journeyEvents(JOURNEY)).toEqual(events);
  });

  it.each([
    ['delayed', 'delayed'],
    ['weather_delay', 'weather_delay'],
  ] as const)('%s: an in-transit %s scan on the due morning, delivered the next delivery day', (outcome, detail) => {
    const events = journeyEvents({ ...JOURNEY, outcome });
    const delay = events.find((e) => e.status_detail === detail)!;
    expect(delay).toMatchObject({ status: 'in_transit', datetime: '2026-03-10T03:15:00.000Z' });
    expect(events.at(-1)).toMatchObject({ status: 'delivered', datetime: '2026-03-11T14:32:00.000Z' });
  });

  it('a delay due on a Friday is delivered on Monday (the next UPS delivery day)', () => {
    const events = journeyEvents({ ...JOURNEY, estimatedDeliveryDate: '2026-03-13', outcome: 'delayed' });
    expect(events.at(-1)!.datetime.slice(0, 10)).toBe('2026-03-16');
  });

  it('failed attempt: a failure scan on the due day, then delivered the next delivery day', () => {
    const events = journeyEvents({ ...JOURNEY, outcome: 'failed_attempt' });
    expect(events.slice(-3).map((e) => e.status)).toEqual(['out_for_delivery', 'failure', 'delivered']);
    expect(events.at(-2)).toMatchObject({ status_detail: 'delivery_exception', datetime: '2026-03-10T16:48:00.000Z' });
    expect(events.at(-1)!.datetime.slice(0, 10)).toBe('2026-03-11');
    expect(trackingAt({ ...JOURNEY, outcome: 'failed_attempt' }, new Date('2026-03-10T20:00:00Z'))).toMatchObject({
      status: 'failure',
      final: false,
    });
  });

  it('return to sender: a failed attempt, then returned the next delivery day', () => {
    const events = journeyEvents({ ...JOURNEY, outcome: 'return_to_sender' });
    expect(events.slice(-3).map((e) => e.status)).toEqual(['out_for_delivery', 'failure', 'return_to_sender']);
    expect(events.every((e) => e.status !== 'delivered')).toBe(true);
  });

  it('available for pickup: held at the carrier on the due day, collected two delivery days later', () => {
    const events = journeyEvents({ ...JOURNEY, outcome: 'available_for_pickup' });
    expect(events.slice(-2).map((e) => e.status)).toEqual(['available_for_pickup', 'delivered']);
    expect(events.at(-2)).toMatchObject({ status_detail: 'arrived_at_pickup_location' });
    expect(events.at(-1)!.datetime.slice(0, 10)).toBe(addCalendarDays('2026-03-10', 2));
    expect(events.some((e) => e.status === 'out_for_delivery')).toBe(false);
  });

  it('a voided label stops at the label and is final', () => {
    const t = trackingAt({ ...JOURNEY, voided: true, outcome: 'delayed' }, new Date('2026-04-01T00:00:00Z'));
    expect(t).toMatchObject({ status: 'pre_transit', final: true });
    expect(t.events).toHaveLength(1);
  });

  it('a short lane whose scans run past the due morning still keeps its times in order', () => {
    // Same-city parcel bought late in the day before its estimated date.
    const short: SandboxJourney = {
      ...JOURNEY,
      purchasedAt: '2026-03-09T23:30:00.000Z',
      shipDate: '2026-03-09',
      to: { ...JOURNEY.from, city: 'Austin' },
    };
    for (const outcome of OUTCOMES) {
      const times = journeyEvents({ ...short, outcome }).map((e) => e.datetime);
      expect([...times].sort()).toEqual(times);
    }
  });
});

describe('the lost journey (a sandbox magic value, as in EasyPost test mode)', () => {
  it('a recipient whose second address line reads LOST gets it; any other line draws the usual outcome', () => {
    const code = codes(1)[0];
    expect(sandboxJourneyOutcome(code, { street2: 'LOST' })).toBe('lost');
    expect(sandboxJourneyOutcome(code, { street2: '  lost ' })).toBe('lost');
    expect(sandboxJourneyOutcome(code, { street2: 'Lost Creek Rd' })).toBe(sandboxOutcomeOf(code));
    expect(sandboxJourneyOutcome(code, {})).toBe(sandboxOutcomeOf(code));
    // Never drawn: over 5,000 ordinary labels none is lost.
    expect(codes(5000).some((c) => sandboxJourneyOutcome(c, { street2: 'Suite 4' }) === 'lost')).toBe(false);
  });

  it('picked up, seen at the first hub, then reported lost; nothing follows and the journey is over', () => {
    const events = journeyEvents({ ...JOURNEY, outcome: 'lost' });
    expect(events.map((e) => e.status_detail)).toEqual([
      'label_created',
      'arrived_at_facility',
      'departed_facility',
      'arrived_at_facility',
      'departed_facility',
      'lost',
    ]);
    const lost = events[events.length - 1];
    expect(lost).toMatchObject({
      status: 'failure',
      message: 'Package lost: the carrier could not locate the package',
    });
    expect(Date.parse(lost.datetime) - Date.parse(events[4].datetime)).toBe(SANDBOX_LOST_AFTER_HOURS * 3_600_000);
    expect(events.some((e) => e.status === 'delivered' || e.status === 'out_for_delivery')).toBe(false);

    const before = trackingAt({ ...JOURNEY, outcome: 'lost' }, new Date(Date.parse(lost.datetime) - 1));
    expect(before).toMatchObject({ status: 'in_transit', final: false });
    const after = trackingAt({ ...JOURNEY, outcome: 'lost' }, new Date(Date.parse(lost.datetime) + 365 * 86_400_000));
    expect(after).toMatchObject({ status: 'failure', final: true });
    expect(after.events).toHaveLength(events.length);
  });

  it('on a short lane (no hub) the origin is the last place seen', () => {
    const short = {
      ...JOURNEY,
      to: { city: 'San Antonio', state: 'TX', zip: '78205', country: 'US', lat: 29.42, lon: -98.49 },
    };
    const events = journeyEvents({ ...short, outcome: 'lost' });
    expect(events).toHaveLength(4);
    expect(events[3]).toMatchObject({ status_detail: 'lost', tracking_location: { city: 'Austin' } });
  });

  it('the lost scan makes a lost claim candidate that is due at once', () => {
    // As the tracking worker stores them (every field present).
    const events = journeyEvents({ ...JOURNEY, outcome: 'lost' }).map((e) => ({
      ...e,
      description: e.description ?? '',
      status_detail: e.status_detail ?? '',
      source: e.source ?? '',
      tracking_location: e.tracking_location ?? {},
    }));
    const shipment = labelledShipment('s1', { status: 'failure', events });
    const candidate = claimCandidateOf(shipment);
    expect(candidate).toMatchObject({ trigger: 'lost', type: 'lost', dueAt: events[events.length - 1].datetime });
    // Due even before the scan's own time (the sandbox's clock runs ahead of the sweep's).
    expect(dueClaimCandidate(shipment, new Date(JOURNEY.purchasedAt))).toEqual(candidate);
  });
});
