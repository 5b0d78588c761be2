import { describe, expect, it } from 'vitest';
import { daysLeftToFile, fileByLabel, filingDeadline } from '#domain/claims/filing-deadline.rules';
import { FILING_WINDOWS } from '#domain/claims/filing-windows.data';
import { CLAIM_TYPES } from '#domain/claims/claim-record';
import { labelledShipment } from './claim-auto.fixtures';

describe('filing windows as data (issue 25 item 4: each claim type has a window per carrier/insurer)', () => {
  it('every window names its source, counts forward and opens before it closes', () => {
    for (const [filer, windows] of Object.entries(FILING_WINDOWS)) {
      for (const [type, w] of Object.entries(windows)) {
        expect(CLAIM_TYPES, `${filer}/${type}`).toContain(type);
        expect(w.days, `${filer}/${type}`).toBeGreaterThan(0);
        expect(w.source.length, `${filer}/${type}`).toBeGreaterThan(10);
        if (w.opensAfterDays !== undefined) expect(w.opensAfterDays).toBeLessThan(w.days);
      }
    }
  });

  it('the carriers cover every claim type; the insurer does not cover delay', () => {
    for (const carrier of ['UPS', 'UPSSurePost', 'FedEx', 'USPS'] as const)
      expect(Object.keys(FILING_WINDOWS[carrier]).sort()).toEqual([...CLAIM_TYPES].sort());
    expect(FILING_WINDOWS.sandbox.delayed).toBeUndefined();
  });
});

describe('filingDeadline(shipment, type)', () => {
  it.each([
    // [carrier, type, tracking, fileBy]
    ['UPS', 'lost', {}, '2030-05-13'], // 60 days from the ship date 2030-03-14
    ['UPS', 'damaged', { deliveryDate: '2030-03-18', status: 'delivered' }, '2030-05-17'], // 60 from delivery
    ['FedEx', 'delayed', { deliveryDate: '2030-03-20', status: 'delivered' }, '2030-04-04'], // 15 from delivery
    ['USPS', 'damaged', { deliveryDate: '2030-03-18', status: 'delivered' }, '2030-05-13'], // 60 from mailing
    ['USPS', 'delayed', {}, '2030-04-13'], // 30 from mailing
  ] as const)('%s %s → file by %s', (carrier, type, tracking, fileBy) => {
    expect(filingDeadline(labelledShipment('s1', { carrier, ...tracking }), type)?.fileBy).toBe(fileBy);
  });

  it('a window counted from delivery has no deadline before the parcel is delivered', () => {
    expect(filingDeadline(labelledShipment('s1'), 'damaged')).toBeUndefined();
  });

  it('a Full Coverage shipment files with the insurer (30 days from ship for damage; lost opens after 30)', () => {
    const covered = labelledShipment('s1', { fullCoverage: true, deliveryDate: '2030-03-18' });
    expect(filingDeadline(covered, 'damaged')).toMatchObject({ filer: 'sandbox', fileBy: '2030-04-13' });
    expect(filingDeadline(covered, 'lost')).toMatchObject({
      filer: 'sandbox',
      opensOn: '2030-04-13',
      fileBy: '2030-05-13',
    });
    expect(filingDeadline(covered, 'lost', 'easypost')?.filer).toBe('easypost');
  });

  it('delay is not insured: a covered shipment claims it from the carrier', () => {
    const covered = labelledShipment('s1', { fullCoverage: true, deliveryDate: '2030-03-20', status: 'delivered' });
    expect(filingDeadline(covered, 'delayed')).toMatchObject({ filer: 'UPS', fileBy: '2030-04-04' });
  });

  it('no label (or a carrier we do not buy from), no deadline', () => {
    const unlabelled = { ...labelledShipment('s1'), billOfLading: undefined };
    expect(filingDeadline(unlabelled, 'lost')).toBeUndefined();
    const dhl = labelledShipment('s2', { carrier: 'DHL' });
    expect(filingDeadline(dhl, 'lost')).toBeUndefined();
  });

  it('is shown as "File by MM/DD/YYYY" and counts the days left', () => {
    expect(fileByLabel({ fileBy: '2030-05-13' })).toBe('File by 05/13/2030');
    expect(daysLeftToFile({ fileBy: '2030-05-13' }, '2030-05-06')).toBe(7);
    expect(daysLeftToFile({ fileBy: '2030-05-13' }, '2030-05-13')).toBe(0);
    expect(daysLeftToFile({ fileBy: '2030-05-13' }, '2030-05-14')).toBe(-1);
  });
});
