import '#test/support/sandbox-payments-env';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PaymentMethodView } from '#api/payments';
import type { PermissionKey } from '#domain/permissions/permission-keys';
import { handler as authenticateDeposit } from '#functions/billing/handlers/authenticate-deposit.handler';
import { handler as autoReload } from '#functions/billing/handlers/auto-reload.handler';
import { handler as balanceHistory } from '#functions/billing/handlers/balance-history.handler';
import { handler as cancelSubscription } from '#functions/billing/handlers/cancel-subscription.handler';
import { handler as changePlan } from '#functions/billing/handlers/change-plan.handler';
import { handler as deposits } from '#functions/billing/handlers/deposits.handler';
import { handler as getWallet } from '#functions/billing/handlers/get-wallet.handler';
import { handler as invoicePdf } from '#functions/billing/handlers/invoice-pdf.handler';
import { handler as pauseSubscription } from '#functions/billing/handlers/pause-subscription.handler';
import { handler as paymentMethods } from '#functions/billing/handlers/payment-methods.handler';
import { handler as queryInvoices } from '#functions/billing/handlers/query-invoices.handler';
import { handler as resumeSubscription } from '#functions/billing/handlers/resume-subscription.handler';
import { handler as setDefault } from '#functions/billing/handlers/set-default-payment-method.handler';
import { handler as verifyBank } from '#functions/billing/handlers/verify-bank.handler';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { TEST_CARD, openBilling } from '#test/support/billing';

let accountId: string;
let owner: TestUser;

type Handler = Parameters<typeof invoke>[0];
interface BillingRoute {
  handler: Handler;
  method: string;
  path: string;
  body?: unknown;
  pathParameters?: Record<string, string>;
}

const ID = '00000000-0000-4000-8000-000000000000';

/** Every billing route a team member calls, with a body the owner's call would pass. */
const ROUTES: Record<string, BillingRoute> = {
  'GET /api/v1/payment-methods': { handler: paymentMethods, method: 'GET', path: '/api/v1/payment-methods' },
  'POST /api/v1/payment-methods': {
    handler: paymentMethods,
    method: 'POST',
    path: '/api/v1/payment-methods',
    body: { type: 'card', card: TEST_CARD },
  },
  'DELETE /api/v1/payment-methods/{paymentMethodId}': {
    handler: paymentMethods,
    method: 'DELETE',
    path: `/api/v1/payment-methods/${ID}`,
    pathParameters: { paymentMethodId: ID },
  },
  'POST /api/v1/payment-methods/{paymentMethodId}/verify': {
    handler: verifyBank,
    method: 'POST',
    path: `/api/v1/payment-methods/${ID}/verify`,
    body: { amountsCents: [32, 45] },
    pathParameters: { paymentMethodId: ID },
  },
  'PUT /api/v1/payment-methods/{paymentMethodId}/default': {
    handler: setDefault,
    method: 'PUT',
    path: `/api/v1/payment-methods/${ID}/default`,
    pathParameters: { paymentMethodId: ID },
  },
  'GET /api/v1/wallet': { handler: getWallet, method: 'GET', path: '/api/v1/wallet' },
  'GET /api/v1/wallet/history': { handler: balanceHistory, method: 'GET', path: '/api/v1/wallet/history' },
  'GET /api/v1/wallet/deposits': { handler: deposits, method: 'GET', path: '/api/v1/wallet/deposits' },
  'POST /api/v1/wallet/deposits': {
    handler: deposits,
    method: 'POST',
    path: '/api/v1/wallet/deposits',
    body: { depositId: ID, paymentMethodId: ID, amount: 5 },
  },
  'POST /api/v1/wallet/deposits/{depositId}/authenticate': {
    handler: authenticateDeposit,
    method: 'POST',
    path: `/api/v1/wallet/deposits/${ID}/authenticate`,
    body: { approved: true },
    pathParameters: { depositId: ID },
  },
  'GET /api/v1/wallet/auto-reload': { handler: autoReload, method: 'GET', path: '/api/v1/wallet/auto-reload' },
  'PUT /api/v1/wallet/auto-reload': {
    handler: autoReload,
    method: 'PUT',
    path: '/api/v1/wallet/auto-reload',
    body: { enabled: false, threshold: 0, amount: 1 },
  },
  'POST /api/v1/invoices/query': { handler: queryInvoices, method: 'POST', path: '/api/v1/invoices/query', body: {} },
  'GET /api/v1/invoices/{invoiceId}/pdf': {
    handler: invoicePdf,
    method: 'GET',
    path: `/api/v1/invoices/${ID}/pdf`,
    pathParameters: { invoiceId: ID },
  },
  'POST /api/v1/invoices/pdf': { handler: invoicePdf, method: 'POST', path: '/api/v1/invoices/pdf', body: {} },
  'PUT /api/v1/subscription': {
    handler: changePlan,
    method: 'PUT',
    path: '/api/v1/subscription',
    body: { plan: 'pro' },
  },
  'POST /api/v1/subscription/cancel': {
    handler: cancelSubscription,
    method: 'POST',
    path: '/api/v1/subscription/cancel',
    body: {},
  },
  'POST /api/v1/subscription/pause': { handler: pauseSubscription, method: 'POST', path: '/api/v1/subscription/pause' },
  'POST /api/v1/subscription/resume': {
    handler: resumeSubscription,
    method: 'POST',
    path: '/api/v1/subscription/resume',
  },
};

const call = (route: BillingRoute, user: TestUser) =>
  invoke(
    route.handler,
    apiEvent({
      method: route.method,
      path: route.path,
      user,
      accountId,
      body: route.body,
      pathParameters: route.pathParameters,
    }),
  );

/** A member who packs and prints orders and holds no billing key (accounts §6). */
const PACKER: Partial<Record<PermissionKey, boolean>> = {
  view_print_orders: true,
  edit_orders: true,
  purchase_orders: true,
};

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
  await openBilling(accountId);
});

describe('billing routes need a billing permission (accounts §6)', () => {
  it.each(Object.keys(ROUTES))('a packer is refused %s (403)', async (key) => {
    const packer = await addTestMember(accountId, PACKER);
    const res = await call(ROUTES[key], packer);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'Forbidden' });
  });

  it.each([
    'GET /api/v1/payment-methods',
    'GET /api/v1/wallet',
    'GET /api/v1/wallet/history',
    'GET /api/v1/wallet/deposits',
    'GET /api/v1/wallet/auto-reload',
    'POST /api/v1/invoices/query',
  ])('the owner reads %s (200)', async (key) => {
    expect((await call(ROUTES[key], owner)).status).toBe(200);
  });

  it('the payment methods (brand, last four, expiry) are read by each billing role and no one else', async () => {
    const added = await call(ROUTES['POST /api/v1/payment-methods'], owner);
    expect(added.status).toBe(201);
    const list = ROUTES['GET /api/v1/payment-methods'];
    for (const key of ['edit_payments', 'deposit_funds', 'view_billing_activity'] as const) {
      const member = await addTestMember(accountId, { ...PACKER, [key]: true });
      const res = await call(list, member);
      expect(res.status).toBe(200);
      expect((res.body as { items: PaymentMethodView[] }).items).toHaveLength(1);
    }
    const packer = await addTestMember(accountId, PACKER);
    const refused = await call(list, packer);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toMatch(/4242|visa/i);
  });
});
