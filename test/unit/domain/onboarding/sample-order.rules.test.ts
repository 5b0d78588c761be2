import { describe, expect, it } from 'vitest';
import { orderRequestSchema } from '#api/order-requests';
import { sampleOrderFor, sampleRecipientFor } from '#domain/onboarding/sample-order.rules';

const at = (state: string, country = 'US') => ({ id: 'w1', address: { state, country } });

describe('onboarding sample order: to the first warehouse region', () => {
  it.each([
    ['NY', 'NY'],
    ['ma', 'NY'],
    ['FL', 'GA'],
    ['WI', 'IL'],
    ['TX', 'TX'],
    ['AZ', 'CO'],
    ['CA', 'OR'],
    ['', 'TX'],
  ])('a warehouse in %s ships the sample to %s', (state, expected) => {
    expect(sampleRecipientFor(at(state)).state).toBe(expected);
  });

  it('outside the US, the central region', () => {
    expect(sampleRecipientFor(at('ON', 'CA')).state).toBe('TX');
  });

  it('is an order request the orders route accepts, from the warehouse given', () => {
    const parsed = orderRequestSchema.safeParse(sampleOrderFor(at('TX'), 'SAMPLE-1'));
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toMatchObject({ warehouseId: 'w1', orderNumber: 'SAMPLE-1', tags: ['Sample'] });
  });
});
