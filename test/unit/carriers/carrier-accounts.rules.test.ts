import { describe, expect, it } from 'vitest';
import {
  CARRIER_ACCOUNT_MESSAGES,
  carrierAccountProblems,
  connectCarrierAccountSchema,
} from '#domain/carriers/carrier-accounts.rules';
import { CarrierAccountRefusedError } from '#domain/carriers/carrier-account.ports';
import { makeSandboxCarrierAccounts } from '#functions/carriers/adapters/sandbox.carrier-accounts';

const usps = {
  carrier: 'USPS',
  description: 'EPS',
  accountNumber: '1000123456',
  accountHolder: {
    accountHolderName: 'Hill Country',
    street1: '1 Main',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    country: 'US',
  },
};

describe('carrier account forms (accounts §5)', () => {
  it('parses one carrier’s forms; an unknown carrier is required', () => {
    expect(connectCarrierAccountSchema.safeParse(usps).success).toBe(true);
    const bad = connectCarrierAccountSchema.safeParse({ ...usps, carrier: 'DHL' });
    expect(bad.success).toBe(false);
  });

  it('checks each carrier’s account number format and FedEx’s 2FA channel', () => {
    const parsed = connectCarrierAccountSchema.parse({ ...usps, accountNumber: '12' });
    expect(carrierAccountProblems(parsed)).toEqual({ accountNumber: 'A USPS account number is 10 digits.' });
    expect(carrierAccountProblems(connectCarrierAccountSchema.parse(usps))).toEqual({});
  });
});

describe('sandbox registry', () => {
  const registry = makeSandboxCarrierAccounts(() => new Date('2026-11-26T12:00:00Z'));
  it('answers the same reference for the same account and number, another for another account', async () => {
    const input = connectCarrierAccountSchema.parse(usps);
    const a = await registry.register('acc-1', input);
    expect(a.reference).toMatch(/^ca_sbx_[0-9a-f]{24}$/);
    expect(await registry.register('acc-1', input)).toEqual(a);
    expect((await registry.register('acc-2', input)).reference).not.toBe(a.reference);
  });

  it('refuses a number ending in 0000 on accountNumber', async () => {
    const input = connectCarrierAccountSchema.parse({ ...usps, accountNumber: '1000120000' });
    await expect(registry.register('acc-1', input)).rejects.toEqual(
      new CarrierAccountRefusedError('accountNumber', CARRIER_ACCOUNT_MESSAGES.notFoundAtCarrier),
    );
  });
});
