import { describe, expect, it } from 'vitest';
import { NOTIFICATION_AUTO_DISMISS_MS } from '#web/app/notifications/notification-durations';
import { NAV_AREAS, activeHrefFor, breadcrumbsFor, visibleAreaPages } from '#web/app/shell/navigation';
import type { PermissionSet } from '#domain/permissions/permission-keys';
import { amplifyAuthConfig, signInFlowFor } from '#web/app/boot';
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
    ['/settings/api', ['Shipdeck', 'Settings', 'API'], '/settings/api'],
  ])('%s', (path, crumbs, active) => {
    expect(breadcrumbsFor(path).map((c) => c.text)).toEqual(crumbs);
    expect(activeHrefFor(path)).toBe(active);
  });
});

describe('side navigation by permission (accounts §6)', () => {
  const settingsPages = (permissions: PermissionSet) => visibleAreaPages('settings', permissions)?.map((p) => p.text);

  it('shows Settings › API only to members with access_api (an empty set allows everything)', () => {
    expect(settingsPages({})).toContain('API');
    expect(settingsPages({ access_api: true })).toContain('API');
    expect(settingsPages({ edit_orders: true })).not.toContain('API');
    expect(settingsPages({ access_api: false, edit_orders: true })).toEqual([
      'Account settings',
      'Rate settings',
      'Notification templates',
      'Tracking page',
      'Stores',
    ]);
  });

  it('shows Settings › Team only to members with edit_users, Billing › Overview only with view_billing_activity', () => {
    expect(settingsPages({ edit_users: true })).toContain('Team');
    expect(settingsPages({ edit_orders: true })).not.toContain('Team');
    expect(settingsPages({ edit_carriers: true })).toContain('Carrier accounts');
    expect(settingsPages({ edit_orders: true })).not.toContain('Carrier accounts');
    expect(settingsPages({ edit_company: true })).toContain('Company profile');
    expect(settingsPages({ edit_orders: true })).not.toContain('Company profile');
    const billingPages = (permissions: PermissionSet) => visibleAreaPages('billing', permissions)?.map((p) => p.text);
    expect(billingPages({})).toEqual(['Overview', 'Payment methods', 'Plans']);
    expect(billingPages({ deposit_funds: true })).toEqual(['Payment methods', 'Plans']);
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
