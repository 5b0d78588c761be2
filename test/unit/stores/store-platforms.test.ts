import { describe, expect, it } from 'vitest';
import { STORE_PLATFORMS } from '#domain/constants/settings.constants';
import { isMarketplaceOrder } from '#domain/shipments/shipment-actions.rules';
import {
  STORE_PLATFORM_PROFILES,
  isStorePlatformAvailable,
  storeOrdersEditable,
  storePlatformProfile,
} from '#domain/stores/store-platforms.rules';

describe('store platforms (accounts §1, orders §1)', () => {
  it('every platform of accounts §1 has a profile, in order, eleven in all (orders §1)', () => {
    expect(STORE_PLATFORM_PROFILES.map((p) => p.platform)).toEqual([...STORE_PLATFORMS]);
    expect(STORE_PLATFORM_PROFILES).toHaveLength(11);
  });

  it('exactly one custom kind and one marketplace kind (orders §1); amazon is the marketplace', () => {
    expect(STORE_PLATFORM_PROFILES.filter((p) => p.kind === 'custom').map((p) => p.platform)).toEqual(['custom']);
    expect(STORE_PLATFORM_PROFILES.filter((p) => p.kind === 'marketplace').map((p) => p.platform)).toEqual(['amazon']);
  });

  it.each([
    { platform: 'shopify', connection: 'oauth', header: 'x-shopify-hmac-sha256' },
    { platform: 'square', connection: 'oauth', header: 'x-square-hmacsha256-signature' },
    { platform: 'woocommerce', connection: 'api keys', header: 'x-wc-webhook-signature' },
    { platform: 'bigcommerce', connection: 'api keys', header: 'x-shipdeck-webhook-secret' },
    { platform: 'custom', connection: 'api key', header: 'x-shipdeck-api-key' },
  ] as const)(
    '$platform is available, connects by $connection, signed in $header',
    ({ platform, connection, header }) => {
      expect(storePlatformProfile(platform)).toMatchObject({
        connection,
        webhookSignatureHeader: header,
        availability: { status: 'available' },
      });
    },
  );

  it.each(['squarespace', 'grazeCart', 'freshly', 'jetti'] as const)(
    '%s is honestly not yet offered, with a one-line reason',
    (platform) => {
      const { availability } = storePlatformProfile(platform);
      expect(isStorePlatformAvailable(platform)).toBe(false);
      expect(availability.status === 'not yet' && availability.reason).toMatch(/^[^\n]{10,140}$/);
    },
  );

  it('shippo connects by its API token, with no webhook header (its orders are imported, not pushed)', () => {
    expect(storePlatformProfile('shippo')).toEqual({
      platform: 'shippo',
      kind: 'store',
      connection: 'api key',
      availability: { status: 'available' },
    });
  });

  it('marketplace orders are not editable (orders §4 action rules), and the kind agrees with isMarketplaceOrder', () => {
    for (const { platform, kind } of STORE_PLATFORM_PROFILES) {
      expect(storeOrdersEditable(platform)).toBe(kind !== 'marketplace');
      expect(isMarketplaceOrder({ platformType: platform })).toBe(kind === 'marketplace');
    }
  });
});
