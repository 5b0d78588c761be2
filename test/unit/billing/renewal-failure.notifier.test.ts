import { describe, expect, it } from 'vitest';
import type { OutgoingEmail } from '#domain/notifications/ports';
import { makeRenewalFailureNotifier } from '#functions/billing/adapters/renewal-failure.notifier';

const team = {
  list: async () => ({
    version: 1,
    members: [
      { userId: 'm', email: 'packer@example.com', role: 'member' as const, group: 'merchant:admin', permissions: {} },
      { userId: 'o', email: 'owner@example.com', role: 'owner' as const, group: 'merchant:admin', permissions: {} },
    ],
  }),
};

describe('renewal failure email', () => {
  it('tells the owner which plan, why, and where to resume', async () => {
    const sent: OutgoingEmail[] = [];
    const notify = makeRenewalFailureNotifier({
      team,
      email: { send: async (e) => (sent.push(e), {}) },
      appUrl: () => 'https://app.shipdeck.example/',
    });
    await notify(
      'acc',
      { selectedPlan: 'grow', subscriptionVersion: 'v2' },
      'The payment for the plan failed: declined.',
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'owner@example.com', subject: 'Your Shipdeck Grow plan could not be renewed' });
    expect(sent[0]!.text).toContain('The payment for the plan failed: declined.');
    expect(sent[0]!.text).toContain('https://app.shipdeck.example/billing/plans');
    expect(sent[0]!.html).toContain('<p>');
  });

  it('a failed send is swallowed: the pause stands either way', async () => {
    const notify = makeRenewalFailureNotifier({
      team,
      email: { send: async () => Promise.reject(new Error('SES down')) },
      appUrl: () => undefined,
    });
    await expect(notify('acc', { selectedPlan: 'grow', subscriptionVersion: 'v2' }, 'x')).resolves.toBeUndefined();
  });
});
