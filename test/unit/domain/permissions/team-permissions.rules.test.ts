import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PERMISSION_KEYS,
  hasAllPermissions,
  hasAnyPermission,
  type PermissionKey,
} from '#domain/permissions/permission-keys';
import {
  PERMISSION_DISPLAY_NAMES,
  canForTeam,
  permissionKeysOf,
  resolveTeamPermissions,
  uniformPermissionSet,
} from '#domain/permissions/team-permissions.rules';
import { billingBlockedMessage, isBillingBlocked } from '#domain/permissions/billing-access.rules';

describe('permission hierarchy (orders §6, accounts §6)', () => {
  it.each<[Parameters<typeof permissionKeysOf>[0], PermissionKey[]]>([
    ['orders', ['view_print_orders', 'edit_orders', 'import_export_orders', 'purchase_orders']],
    [
      'preset_options',
      [
        'edit_options',
        'edit_warehouses',
        'edit_boxes',
        'customize_emails',
        'edit_carriers',
        'edit_products',
        'import_export_products',
        'edit_packagings',
        'import_export_packagings',
        'edit_customers',
        'import_export_customers',
      ],
    ],
    ['billing', ['edit_payments', 'deposit_funds', 'view_billing_activity']],
    ['claims', ['view_claim_tracking', 'view_order_protection']],
    ['settings', ['edit_integrations', 'access_api', 'edit_company', 'edit_users']],
    ['other', ['edit_multi_merchants']],
  ])('accounts §6: group %s holds its keys', (group, keys) => {
    expect(permissionKeysOf(group)).toEqual(keys);
  });

  it('accounts §6: the groups together hold every key once', () => {
    const all = (['orders', 'preset_options', 'billing', 'claims', 'settings', 'other'] as const).flatMap(
      permissionKeysOf,
    );
    expect([...all].sort()).toEqual([...PERMISSION_KEYS].sort());
  });

  it('accounts §6: view_claim_tracking is shown as Full Coverage', () => {
    expect(PERMISSION_DISPLAY_NAMES.view_claim_tracking).toBe('Full Coverage');
  });
});

describe('team permission sets (orders §6, accounts §6)', () => {
  const sets = { team1: { view_print_orders: true, edit_orders: false }, team2: {} };

  it.each<[string, string | undefined, PermissionKey[], boolean]>([
    ['team set grants the key', 'team1', ['view_print_orders'], true],
    ['team set denies a false key', 'team1', ['edit_orders'], false],
    ['team set denies an absent key', 'team1', ['purchase_orders'], false],
    ['all required must be true', 'team1', ['view_print_orders', 'edit_orders'], false],
    ['empty set: everything allowed', 'team2', ['purchase_orders'], true],
    ['no set for the team: everything allowed', 'team3', ['edit_users'], true],
    ['no team id: everything allowed', undefined, ['edit_users'], true],
    ['nothing required', 'team1', [], true],
  ])('§6: %s', (_n, teamId, required, expected) => {
    expect(canForTeam(sets, teamId, required)).toBe(expected);
  });

  it('§6: resolves the set of the active team only', () => {
    expect(resolveTeamPermissions(sets, 'team1')).toEqual(sets.team1);
    expect(resolveTeamPermissions(null, 'team1')).toBeUndefined();
  });

  it('§6: a full true set passes any guard, a full false set fails any non-empty guard', () => {
    fc.assert(
      fc.property(fc.subarray([...PERMISSION_KEYS], { minLength: 1 }), (required) => {
        expect(hasAllPermissions(uniformPermissionSet(true), required)).toBe(true);
        expect(hasAllPermissions(uniformPermissionSet(false), required)).toBe(false);
      }),
    );
  });

  it('§6: one of several keys opens a shared read; none of them, or none defined, as for every guard', () => {
    const billing = ['edit_payments', 'deposit_funds', 'view_billing_activity'] as const;
    expect(hasAnyPermission({ deposit_funds: true }, billing)).toBe(true);
    expect(hasAnyPermission({ view_print_orders: true, edit_payments: false }, billing)).toBe(false);
    expect(hasAnyPermission({}, billing)).toBe(true);
    expect(hasAnyPermission(undefined, billing)).toBe(true);
  });
});

describe('billing blocked (orders §6/§8, accounts §6/§8)', () => {
  it.each([
    [
      'rejected',
      true,
      'Your account is being reviewed as a result of malicious activity. Access to billing is temporarily blocked.',
    ],
    [
      'hidden',
      true,
      'Get approval for rates or add your own carrier account, along with your store integration, to get access to Billing.',
    ],
    ['approved', false, undefined],
    ['pending_verification', false, undefined],
    [undefined, false, undefined],
  ] as const)('accounts §8: %s → blocked %s', (status, blocked, message) => {
    expect(isBillingBlocked(status)).toBe(blocked);
    expect(billingBlockedMessage(status)).toBe(message);
  });
});
