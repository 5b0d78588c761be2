import { describe, expect, it } from 'vitest';
import { adminActiveHref, adminBreadcrumbs } from '#web/pages/admin/admin-navigation';

describe('the admin console’s navigation', () => {
  it.each([
    ['/admin/claims', '/admin/claims'],
    ['/admin/accounts', '/admin/accounts'],
    ['/admin/accounts/acc-1', '/admin/accounts'],
    ['/admin/accounts/acc-1/claims/c-1', '/admin/claims'],
    ['/admin/audit-log', '/admin/audit-log'],
    ['/admin', '/admin/claims'],
  ])('%s is in the section %s', (path, href) => {
    expect(adminActiveHref(path)).toBe(href);
  });

  it('a claim’s breadcrumbs go through Claims review, an account’s through Accounts', () => {
    expect(adminBreadcrumbs('/admin/accounts/acc-1/claims/c-1').map((c) => c.text)).toEqual([
      'Shipdeck admin',
      'Claims review',
      'Claim',
    ]);
    expect(adminBreadcrumbs('/admin/accounts/acc-1').map((c) => c.text)).toEqual([
      'Shipdeck admin',
      'Accounts',
      'Account',
    ]);
    expect(adminBreadcrumbs('/admin/audit-log').map((c) => c.text)).toEqual(['Shipdeck admin', 'Audit log']);
  });
});
