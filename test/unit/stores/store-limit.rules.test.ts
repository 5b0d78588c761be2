import { describe, expect, it } from 'vitest';
import { storeLimit, storeLimitReached, storeLimitText, storesInUse } from '#domain/stores/store-limit.rules';

const connected = { status: 'connected' as const };
const failing = { status: 'error' as const };
const gone = { status: 'disconnected' as const };

describe('the plan limit on store integrations (accounts §6, §9 Stores column)', () => {
  it.each([
    ['start', 1],
    ['grow', 2],
    ['scale', 3],
    ['enterprise', null],
  ] as const)('%s allows %s stores (null: unlimited)', (selectedPlan, max) => {
    expect(storeLimit({ selectedPlan }, []).max).toBe(max);
  });

  it('an unknown plan reads as start; the bypass flag lifts the limit', () => {
    expect(storeLimit({ selectedPlan: 'gold' }, []).max).toBe(1);
    expect(storeLimit({ selectedPlan: 'start', bypassPlanGating: true }, []).max).toBeNull();
  });

  it('counts connected and failing stores, not disconnected ones', () => {
    expect(storesInUse([connected, failing, gone])).toBe(2);
    expect(storeLimit({ selectedPlan: 'grow' }, [connected, failing, gone])).toEqual({ used: 2, max: 2 });
  });

  it('is reached at the plan’s number, never without a limit', () => {
    expect(storeLimitReached({ used: 2, max: 2 })).toBe(true);
    expect(storeLimitReached({ used: 1, max: 2 })).toBe(false);
    expect(storeLimitReached({ used: 99, max: null })).toBe(false);
  });

  it('says the limit as the Stores page shows it', () => {
    expect(storeLimitText({ used: 2, max: 3 })).toBe('2 of 3 stores');
    expect(storeLimitText({ used: 0, max: 1 })).toBe('0 of 1 store');
    expect(storeLimitText({ used: 1, max: null })).toBe('1 store (no limit on your plan)');
  });
});
