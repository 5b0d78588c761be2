import { describe, expect, it } from 'vitest';
import {
  LOST_AFTER_NO_SCAN_DAYS,
  candidateDueOnReceipt,
  claimCandidateOf,
  deliveredLate,
  dueClaimCandidate,
} from '#domain/claims/claim-candidate.rules';
import { labelledShipment, scanAt } from './claim-auto.fixtures';

const label = scanAt('2030-03-14T09:00:00Z', 'pre_transit', 'label_created');
const pickup = scanAt('2030-03-14T17:30:00Z');
const hub = scanAt('2030-03-15T04:40:00Z');
const delivered = (at: string) => scanAt(at, 'delivered', 'arrived_at_destination');

describe('when tracking calls for a claim (issue 25 item 4: lost, damaged, returned, late perishable)', () => {
  it('lost: no scan for N days after the last one — due N days after it, not before', () => {
    const s = labelledShipment('s1', { events: [label, pickup, hub] });
    const c = claimCandidateOf(s);
    expect(c).toEqual({ trigger: 'no_scan', type: 'lost', dueAt: '2030-03-22T04:40:00.000Z' });
    expect(LOST_AFTER_NO_SCAN_DAYS).toBe(7);
    expect(dueClaimCandidate(s, new Date('2030-03-22T04:39:59Z'))).toBeUndefined();
    expect(dueClaimCandidate(s, new Date('2030-03-22T04:40:00Z'))).toEqual(c);
  });

  it('a label the carrier never scanned is not lost (the parcel was not handed over)', () => {
    expect(claimCandidateOf(labelledShipment('s1', { status: 'pre_transit', events: [label] }))).toBeUndefined();
  });

  it("the carrier's lost scan is due at once; a later scan means it was found", () => {
    const lost = scanAt('2030-03-16T10:00:00Z', 'failure', 'lost');
    expect(claimCandidateOf(labelledShipment('s1', { status: 'failure', events: [label, pickup, lost] }))).toEqual({
      trigger: 'lost',
      type: 'lost',
      dueAt: '2030-03-16T10:00:00.000Z',
    });
    const found = scanAt('2030-03-17T10:00:00Z');
    expect(claimCandidateOf(labelledShipment('s1', { events: [label, pickup, lost, found] }))?.trigger).toBe('no_scan');
  });

  it('damaged: a damaged scan opens a damaged claim, even once delivered', () => {
    const damaged = scanAt('2030-03-16T10:00:00Z', 'in_transit', 'damaged');
    const s = labelledShipment('s1', {
      status: 'delivered',
      deliveryDate: '2030-03-17',
      events: [label, pickup, damaged, delivered('2030-03-17T15:00:00Z')],
    });
    expect(claimCandidateOf(s)).toMatchObject({ trigger: 'damaged', type: 'damaged' });
  });

  it('returned to the sender: a lost claim, due at once', () => {
    const back = scanAt('2030-03-20T10:00:00Z', 'return_to_sender', 'return');
    expect(
      claimCandidateOf(labelledShipment('s1', { status: 'return_to_sender', events: [label, pickup, back] })),
    ).toEqual({ trigger: 'returned', type: 'lost', dueAt: '2030-03-20T10:00:00.000Z' });
  });

  it('late perishable: dry ice delivered after its estimate is a delay claim; on time, or not perishable, none', () => {
    const late = {
      status: 'delivered',
      deliveryDate: '2030-03-19',
      transitDays: 3,
      estimate: '2030-03-18',
      events: [label, pickup, delivered('2030-03-19T15:00:00Z')],
    };
    expect(claimCandidateOf(labelledShipment('s1', { ...late, dryIce: true }))).toEqual({
      trigger: 'late_perishable',
      type: 'delayed',
      dueAt: '2030-03-19T15:00:00.000Z',
    });
    expect(claimCandidateOf(labelledShipment('s1', late))).toBeUndefined();
    expect(claimCandidateOf(labelledShipment('s1', { ...late, dryIce: true, estimate: '2030-03-19' }))).toBeUndefined();
  });

  it('late is also more transit days than the rate bought promised', () => {
    expect(deliveredLate(labelledShipment('s1', { deliveryDate: '2030-03-20', transitDays: 4, deliveryDays: 3 }))).toBe(
      true,
    );
    expect(deliveredLate(labelledShipment('s1', { deliveryDate: '2030-03-20', transitDays: 3, deliveryDays: 3 }))).toBe(
      false,
    );
    expect(deliveredLate(labelledShipment('s1', { transitDays: 9 }))).toBe(false);
  });

  it('delivered on time, or without a label: nothing to claim', () => {
    const onTime = labelledShipment('s1', {
      status: 'delivered',
      deliveryDate: '2030-03-17',
      transitDays: 2,
      events: [label, pickup, delivered('2030-03-17T15:00:00Z')],
    });
    expect(claimCandidateOf(onTime)).toBeUndefined();
    expect(claimCandidateOf({ ...labelledShipment('s1', { events: [label, pickup] }), billOfLading: undefined })).toBe(
      undefined,
    );
  });
});

describe('a reported claim is due on receipt', () => {
  const lost = scanAt('2030-03-16T10:00:00Z', 'failure', 'lost');
  const s = labelledShipment('s1', { status: 'failure', events: [label, pickup, lost] });

  it("the carrier's report is due whatever time its scan carries; a silence still matures", () => {
    expect(dueClaimCandidate(s, new Date('2030-03-15T00:00:00Z'))?.trigger).toBe('lost');
    const silent = labelledShipment('s2', { events: [label, pickup, hub] });
    expect(dueClaimCandidate(silent, new Date('2030-03-16T00:00:00Z'))).toBeUndefined();
  });

  it('indexed at the receipt time when the scan is stamped later; never later than the scan, never for a silence', () => {
    const c = claimCandidateOf(s);
    expect(candidateDueOnReceipt(c, '2030-03-15T00:00:00Z')).toEqual({ ...c, dueAt: '2030-03-15T00:00:00.000Z' });
    expect(candidateDueOnReceipt(c, '2030-03-18T00:00:00Z')).toEqual(c);
    const silent = claimCandidateOf(labelledShipment('s2', { events: [label, pickup, hub] }));
    expect(candidateDueOnReceipt(silent, '2030-03-15T00:00:00Z')).toEqual(silent);
    expect(candidateDueOnReceipt(undefined, '2030-03-15T00:00:00Z')).toBeUndefined();
  });
});
