import { beforeEach, describe, expect, it } from 'vitest';
import { handler as listTemplates } from '#functions/notifications/handlers/notification-templates.handler';
import { handler as templateRoute } from '#functions/notifications/handlers/notification-template.handler';
import { TRACKING_EMAIL_STATUSES } from '#domain/statuses/tracking-email-status.constants';
import { MESSAGES, OUR_MESSAGES } from '#domain/validation/messages';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { addTestMember, createTestAccount } from '#test/support/accounts';

const PATH = '/api/v1/notification-templates';
let accountId: string;
let owner: TestUser;

const list = (user: TestUser = owner, account = accountId) =>
  invoke(listTemplates, apiEvent({ method: 'GET', path: PATH, user, accountId: account }));
const read = (status: string, user: TestUser = owner, account = accountId) =>
  invoke(
    templateRoute,
    apiEvent({ method: 'GET', path: `${PATH}/${status}`, pathParameters: { status }, user, accountId: account }),
  );
const write = (status: string, body: unknown, user: TestUser = owner, account = accountId) =>
  invoke(
    templateRoute,
    apiEvent({ method: 'PUT', path: `${PATH}/${status}`, pathParameters: { status }, user, accountId: account, body }),
  );

const edited = {
  isActive: true,
  subject: 'Order {orderNumber} left our kitchen',
  trackingHistory: false,
  colors: { header: '#123456', text: '#222222', details: '#abcdef' },
  faq: { isActive: true, questions: [{ question: 'Is it frozen?', answer: 'Packed with dry ice.' }] },
  itemsBought: true,
  productUpsell: {
    isActive: true,
    products: [
      {
        name: 'Crab cakes',
        image: 'https://cdn.example.com/crab.png',
        url: 'https://shop.example.com/crab',
        price: 30,
      },
    ],
  },
  contactUs: false,
};

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount('Template Foods'));
});

describe('accounts §3 notification templates: routes against DynamoDB Local', () => {
  it('lists one default template per tracking email status (orders §4) at version 0', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.items.map((t: { status: string }) => t.status)).toEqual([...TRACKING_EMAIL_STATUSES]);
    const inTransit = res.body.items.find((t: { status: string }) => t.status === 'in_transit');
    expect(inTransit).toMatchObject({
      isActive: true,
      isDefault: true,
      version: 0,
      colors: { header: '#000000', text: '#000000', details: '#4c66a0' },
    });
  });

  it('PUT stores the template, GET and the list read it back; status and type come from the server', async () => {
    const saved = await write('in_transit', { ...edited, status: 'delivered', type: 'sms' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...edited, status: 'in_transit', type: 'email', version: 1, isDefault: false });
    expect((await read('in_transit')).body).toEqual(saved.body);
    expect((await read('delivered')).body).toMatchObject({ isDefault: true, version: 0 });
    const listed = (await list()).body.items.find((t: { status: string }) => t.status === 'in_transit');
    expect(listed).toEqual(saved.body);
  });

  it('a save from a form loaded at an older version answers 409', async () => {
    await write('delivered', { ...edited, version: 0 });
    const stale = await write('delivered', { ...edited, subject: 'Other', version: 0 });
    expect(stale.status).toBe(409);
    expect((await read('delivered')).body.subject).toBe(edited.subject);
  });

  it.each([
    ['subject required for email type', { ...edited, subject: '' }, { subject: MESSAGES.required }],
    [
      'FAQ needs at least one question when active',
      { ...edited, faq: { isActive: true, questions: [] } },
      { 'faq.questions': OUR_MESSAGES.atLeastOne('question') },
    ],
    [
      'upsell needs at least one product when active',
      { ...edited, productUpsell: { isActive: true, products: [] } },
      { 'productUpsell.products': OUR_MESSAGES.atLeastOne('product') },
    ],
    [
      'upsell product needs a valid URL',
      {
        ...edited,
        productUpsell: { isActive: true, products: [{ ...edited.productUpsell.products[0], url: 'not a url' }] },
      },
      { 'productUpsell.products.0.url': MESSAGES.invalidUrl },
    ],
    [
      'colours are hex colours only (they go into inline styles)',
      { ...edited, colors: { ...edited.colors, header: 'red;background:url(x)' } },
      { 'colors.header': MESSAGES.invalid },
    ],
  ])('accounts §5 Templates: %s → 400 with the message at its field', async (_, body, fields) => {
    const res = await write('in_transit', body);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toMatchObject(fields);
    expect((await read('in_transit')).body.isDefault).toBe(true);
  });

  it('accounts §5 Templates: with upsell off its rows are not validated; the half-filled row is saved as typed', async () => {
    const draft = { name: 'Crab cakes', image: '', url: 'not a url', price: '' };
    const saved = await write('in_transit', { ...edited, productUpsell: { isActive: false, products: [draft] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await read('in_transit')).body.productUpsell).toEqual({ isActive: false, products: [draft] });
    const turnedOn = await write('in_transit', {
      ...edited,
      productUpsell: { isActive: true, products: [draft] },
      version: saved.body.version,
    });
    expect(turnedOn.status).toBe(400);
    expect(turnedOn.body.fieldErrors).toMatchObject({
      'productUpsell.products.0.image': MESSAGES.required,
      'productUpsell.products.0.url': MESSAGES.invalidUrl,
      'productUpsell.products.0.price': MESSAGES.required,
    });
  });

  it('an unknown status answers 400, not 500', async () => {
    expect((await read('shipped')).status).toBe(400);
    expect((await write('shipped', edited)).status).toBe(400);
  });

  it('accounts §6: editing needs customize_emails; reading does not', async () => {
    const member = await addTestMember(accountId, { customize_emails: false, edit_options: true });
    expect((await write('delivered', edited, member)).status).toBe(403);
    expect((await read('delivered', member)).status).toBe(200);
    const allowed = await addTestMember(accountId, { customize_emails: true });
    expect((await write('delivered', edited, allowed)).status).toBe(200);
  });

  it("tenancy: another account's templates are unreachable, the request's account is the caller's", async () => {
    await write('delivered', edited);
    const other = await createTestAccount('Other Foods');
    // The other owner naming this account: their membership decides, not the request.
    const cross = await read('delivered', other.owner, accountId);
    expect([403, 404]).toContain(cross.status);
    const theirs = await read('delivered', other.owner, other.accountId);
    expect(theirs.body).toMatchObject({ isDefault: true, version: 0 });
    const crossWrite = await write('delivered', { ...edited, subject: 'Hijack' }, other.owner, accountId);
    expect([403, 404]).toContain(crossWrite.status);
    expect((await read('delivered')).body.subject).toBe(edited.subject);
  });
});
