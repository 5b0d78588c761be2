import { CURRENT_PLAN_VERSION } from '#domain/plans/plan-tables.constants';
import { dynamoAccountStore } from '#functions/accounts/adapters/dynamodb.membership-store';
import { dynamoWarehouseStore } from '#functions/warehouses/adapters/dynamodb.warehouse-store';
import { makeWarehouseUseCases } from '#functions/warehouses/use-cases/warehouse.use-cases';
import { seedDemoLabels } from './demo-labels.seed';
import { seedDemoCatalog } from './demo-catalog.seed';
import { seedDemoOrders } from './demo-orders.seed';
import { seedDemoTrackingPage } from './demo-tracking-page.seed';
import { seedDemoCompany } from './demo-company.seed';
import { seedDemoLateShipments } from './demo-late-shipments.seed';
import { uuidGenerator } from '#lib/ids';
import { addressBookEntryInputSchema, type AddressBookEntryInput } from '#domain/address/address-book.schema';
import type { PermissionSet } from '#domain/permissions/permission-keys';

export const DEMO_ACCOUNT_ID = 'demo-hill-country-smokehouse';
export const DEMO_ACCOUNT_NAME = 'Hill Country Smokehouse';

/** What a packer on the demo team may do: see and print orders, nothing about money or settings. */
export const DEMO_PACKER_PERMISSIONS: PermissionSet = {
  view_print_orders: true,
  edit_orders: true,
  import_export_orders: false,
  purchase_orders: true,
  edit_options: false,
  edit_warehouses: false,
  edit_boxes: false,
  view_billing_activity: false,
  edit_payments: false,
  deposit_funds: false,
};

const DEMO_WAREHOUSES: AddressBookEntryInput[] = [
  {
    name: 'Austin Smokehouse',
    default: true,
    pickUpNotes: 'Loading dock behind the building; ring the bell.',
    address: {
      companyName: 'Hill Country Smokehouse',
      email: 'shipping@hillcountry.example',
      phone: '512-555-0142',
      street1: '1100 Congress Ave',
      city: 'Austin',
      state: 'TX',
      country: 'US',
      zipCode: '78701-2410',
    },
  },
  {
    name: 'Dallas Cold Storage',
    pickUpNotes: 'Freezer bay 4. Driver must check in at the front office.',
    address: {
      companyName: 'Hill Country Smokehouse',
      email: 'dallas@hillcountry.example',
      phone: '214-555-0199',
      street1: '2500 Victory Ave',
      city: 'Dallas',
      state: 'TX',
      country: 'US',
      zipCode: '75219',
    },
  },
];

/**
 * Seeds the demo merchant account once: the owner, a packer with a limited permission set,
 * and the warehouses, all through the same use cases the API uses. Safe to call on every start.
 */
export async function seedDemoData(input: {
  ownerUserId: string;
  ownerEmail: string;
  memberUserId: string;
  memberEmail: string;
}): Promise<{ created: boolean }> {
  const memberships = await dynamoAccountStore.listMembershipsOfUser(input.ownerUserId);
  if (memberships.some((m) => m.accountId === DEMO_ACCOUNT_ID)) {
    await seedDemoTrackingPage(DEMO_ACCOUNT_ID);
    await seedDemoCompany(DEMO_ACCOUNT_ID);
    return { created: false };
  }

  await dynamoAccountStore.createAccountWithOwner({
    accountId: DEMO_ACCOUNT_ID,
    name: DEMO_ACCOUNT_NAME,
    owner: { userId: input.ownerUserId, email: input.ownerEmail },
    // The demo merchant pays for Scale: every feature is there to try, and labels are unlimited
    // (Grow's 200 a month would be spent by the seeded history alone).
    subscription: { selectedPlan: 'scale', subscriptionVersion: CURRENT_PLAN_VERSION },
  });
  await dynamoAccountStore.addMember({
    accountId: DEMO_ACCOUNT_ID,
    accountName: DEMO_ACCOUNT_NAME,
    userId: input.memberUserId,
    email: input.memberEmail,
    permissions: DEMO_PACKER_PERMISSIONS,
  });
  const warehouses = makeWarehouseUseCases({ warehouses: dynamoWarehouseStore, ids: uuidGenerator });
  for (const entry of DEMO_WAREHOUSES) {
    await warehouses.create(DEMO_ACCOUNT_ID, addressBookEntryInputSchema.parse(entry));
  }
  await seedDemoCatalog(DEMO_ACCOUNT_ID);
  await seedDemoTrackingPage(DEMO_ACCOUNT_ID);
  await seedDemoCompany(DEMO_ACCOUNT_ID);
  const { labelled } = await seedDemoOrders(DEMO_ACCOUNT_ID);
  await seedDemoLabels(
    {
      userId: input.ownerUserId,
      email: input.ownerEmail,
      accountId: DEMO_ACCOUNT_ID,
      accountName: DEMO_ACCOUNT_NAME,
      role: 'owner',
      permissions: {},
    },
    labelled,
  );
  await seedDemoLateShipments(DEMO_ACCOUNT_ID, [input.ownerUserId, input.memberUserId]);
  return { created: true };
}
