import { describe, expect, it } from 'vitest';
import { majorCarrierOf, trackingLinksFor } from '#domain/tracking/tracking-links.rules';

describe('tracking links (orders §7)', () => {
  it.each([
    ['UPS', '1Z999AA10123456784', 'https://www.ups.com/track?loc=en_US&tracknum=1Z999AA10123456784'],
    ['FedEx', '794698521473', 'https://www.fedex.com/fedextrack/?trknbr=794698521473'],
    ['USPS', '9405511899223197428490', 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9405511899223197428490'],
    [
      'DHLExpress',
      '1234567890',
      'https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890',
    ],
  ])('%s: the carrier’s own page', (carrier, trackingCode, url) => {
    expect(trackingLinksFor([{ carrier, trackingCode, trackingUrl: 'https://track.easypost.com/x' }])).toEqual([
      { url, trackingCodes: [trackingCode] },
    ]);
  });

  it('joins the codes of several shipments of one carrier into one link, each code once', () => {
    const links = trackingLinksFor([
      { carrier: 'USPS', trackingCode: '9405511899223197428490' },
      { carrier: 'UPS', trackingCode: '1Z999AA10123456784' },
      { carrier: 'USPS', trackingCode: '9405511899223197428491' },
      { carrier: 'USPS', trackingCode: '9405511899223197428490' },
      { carrier: 'UPSSurePost', trackingCode: '1Z999AA10123456785' },
    ]);
    expect(links.map((l) => l.url)).toEqual([
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9405511899223197428490,9405511899223197428491',
      'https://www.ups.com/track?loc=en_US&tracknum=1Z999AA10123456784,1Z999AA10123456785',
    ]);
  });

  it('URL-encodes each code', () => {
    const [link] = trackingLinksFor([{ carrier: 'FedEx', trackingCode: 'AB 12&x=1,#' }]);
    expect(link.url).toBe('https://www.fedex.com/fedextrack/?trknbr=AB%2012%26x%3D1%2C%23');
    expect(new URL(link.url).searchParams.get('trknbr')).toBe('AB 12&x=1,#');
  });

  it('splits a carrier’s codes over several links past what its page takes (DHL: 10)', () => {
    const shipments = Array.from({ length: 12 }, (_, i) => ({ carrier: 'DHL', trackingCode: `JD${1000 + i}` }));
    const links = trackingLinksFor(shipments);
    expect(links.map((l) => l.trackingCodes.length)).toEqual([10, 2]);
  });

  it('any other carrier: the stored tracking URL; nothing when there is none', () => {
    expect(
      trackingLinksFor([
        { carrier: 'OnTrac', trackingCode: 'C111', trackingUrl: ' https://www.ontrac.com/tracking/?number=C111 ' },
        { carrier: 'LaserShip', trackingCode: 'L222' },
        { carrier: 'UPS', trackingCode: '', trackingUrl: 'https://track.easypost.com/u' },
      ]),
    ).toEqual([
      { url: 'https://www.ontrac.com/tracking/?number=C111', trackingCodes: ['C111'] },
      { url: 'https://track.easypost.com/u', trackingCodes: [] },
    ]);
  });

  it.each([
    ['ups', 'UPS'],
    ['UPSDAP', 'UPS'],
    ['FedExDefault', 'FedEx'],
    ['usps', 'USPS'],
    ['OnTrac', undefined],
    [undefined, undefined],
  ])('carrier %s → %s', (name, major) => {
    expect(majorCarrierOf(name)).toBe(major);
  });
});
