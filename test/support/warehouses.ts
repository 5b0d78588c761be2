import { handler as createWarehouse } from '#functions/warehouses/handlers/create-warehouse.handler';
import { apiEvent, invoke, type TestUser } from './api-events';

/** A warehouse as the settings page sends it. */
export const testWarehouse = (name = 'Austin Kitchen') => ({
  name,
  address: { phone: '512-555-0100', street1: '1100 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701' },
});

/** Stores a warehouse through the real handler (an account's first one is its default) and answers its id. */
export async function addTestWarehouse(user: TestUser, accountId: string, name?: string): Promise<string> {
  const res = await invoke(
    createWarehouse,
    apiEvent({ method: 'POST', path: '/api/v1/warehouses', user, accountId, body: testWarehouse(name) }),
  );
  if (res.status !== 201) throw new Error(`warehouse not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}
