import { describe, expect, it } from 'vitest';
import { NOTIFICATION_AUTO_DISMISS_MS } from '../../web/src/app/notifications/notification-durations';
import { NAV_AREAS, activeHrefFor, breadcrumbsFor } from '../../web/src/app/shell/navigation';
import { amplifyAuthConfig, signInFlowFor } from '../../web/src/app/boot';
import type { RuntimeConfig } from '#api/runtime-config';

describe('toasts (orders §8, accounts §8)', () => {
  it.each([
    ['success hides after 5 s', 'success', 5_000],
    ['error hides after 10 s', 'error', 10_000],
    ['info hides after 10 s', 'info', 10_000],
    ['warning hides after 10 s', 'warning', 10_000],
  ] as const)('%s', (_name, type, ms) => {
    expect(NOTIFICATION_AUTO_DISMISS_MS[type]).toBe(ms);
  });
});

describe('app shell navigation (issue 2 §7)', () => {
  it('lists the product areas in order', () => {
    expect(NAV_AREAS.map((a) => a.text)).toEqual([
      'Orders',
      'Products',
      'Packaging',
      'Boxes',
      'Customers',
      'Warehouses',
      'Automations',
      'Claims',
      'Billing',
      'Settings',
    ]);
  });

  it.each([
    ['/warehouses', ['Shipdeck', 'Warehouses'], '/warehouses'],
    ['/warehouses/create', ['Shipdeck', 'Warehouses', 'Create warehouse'], '/warehouses'],
    ['/warehouses/abc/edit', ['Shipdeck', 'Warehouses', 'Edit warehouse'], '/warehouses'],
    ['/orders', ['Shipdeck', 'Orders'], '/orders'],
    ['/nowhere', ['Shipdeck'], '/nowhere'],
    ['/settings', ['Shipdeck', 'Settings'], '/settings'],
    ['/settings/rates', ['Shipdeck', 'Settings', 'Rate settings'], '/settings/rates'],
    [
      '/settings/notification-templates',
      ['Shipdeck', 'Settings', 'Notification templates'],
      '/settings/notification-templates',
    ],
    [
      '/settings/notification-templates/delivered',
      ['Shipdeck', 'Settings', 'Notification templates', 'Delivered'],
      '/settings/notification-templates',
    ],
    ['/settings/notification-templates/nope', ['Shipdeck', 'Settings'], '/settings'],
  ])('%s', (path, crumbs, active) => {
    expect(breadcrumbsFor(path).map((c) => c.text)).toEqual(crumbs);
    expect(activeHrefFor(path)).toBe(active);
  });
});

describe('runtime config → Amplify', () => {
  const base: RuntimeConfig = {
    environment: 'aws',
    region: 'us-east-1',
    userPoolId: 'us-east-1_x',
    userPoolClientId: 'c',
    apiBaseUrl: '',
  };

  it('cloud: SRP, no custom endpoint, email login', () => {
    expect(signInFlowFor(base)).toBe('USER_SRP_AUTH');
    expect(amplifyAuthConfig(base).Auth.Cognito).toEqual({
      userPoolId: 'us-east-1_x',
      userPoolClientId: 'c',
      loginWith: { email: true },
    });
  });

  it('local (cognito-local): USER_PASSWORD_AUTH through userPoolEndpoint', () => {
    const local = { ...base, environment: 'local' as const, userPoolEndpoint: 'http://localhost:3000/cognito' };
    expect(signInFlowFor(local)).toBe('USER_PASSWORD_AUTH');
    expect(amplifyAuthConfig(local).Auth.Cognito).toMatchObject({ userPoolEndpoint: 'http://localhost:3000/cognito' });
  });
});
