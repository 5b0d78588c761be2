import { beforeEach, describe, expect, it } from 'vitest';
import { handler as createBox } from '#functions/catalog/handlers/create-box.handler';
import { handler as deleteBox } from '#functions/catalog/handlers/delete-box.handler';
import { handler as getBox } from '#functions/catalog/handlers/get-box.handler';
import { handler as listBoxPresets } from '#functions/catalog/handlers/list-box-presets.handler';
import { handler as listBoxes } from '#functions/catalog/handlers/list-boxes.handler';
import { handler as updateBox } from '#functions/catalog/handlers/update-box.handler';
import { boxSchema as domainBoxSchema } from '#domain/boxes/box.schema';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import type { TestUser } from '#test/support/api-events';
import { box, call } from './catalog-calls';

let accountId: string;
let owner: TestUser;

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
});

const create = (body: unknown, user = owner, account = accountId) =>
  call(createBox, { method: 'POST', path: '/api/v1/boxes', user, accountId: account, body });
const byId = (boxId: string) => ({ pathParameters: { boxId }, path: `/api/v1/boxes/${boxId}` });
const list = async (user = owner, account = accountId) =>
  (await call(listBoxes, { method: 'GET', path: '/api/v1/boxes', user, accountId: account })).body.items;

const fullBox = box({
  maxItemsAllowed: 6,
  useInBoxPackingAlgo: true,
  useInBoxPackingAlgoQty: true,
  useInBoxPackingAlgoWeight: false,
  useInternalDimensions: true,
  internalDimensions: { length: 11, width: 9, height: 8, manualDimensions: true },
  weight: { value: 24, units: 'oz', manualWeight: true, maxWeightAllowed: 50 },
  hasDryIce: true,
  dryIceWeight: 5,
  dryIceWeightUnit: 'lb',
  hasLiner: true,
  liner: {
    packagingType: 'liner',
    title: 'EPS liner',
    sku: 'L1',
    material: 'EPS',
    thickness: '1.5in',
    price: 4,
    quantity: 1,
  },
  hasIcePack: true,
  coolant: { packagingType: 'coolant', title: 'Gel pack', sku: 'Custom', price: 1, quantity: 4 },
});

describe('boxes API against DynamoDB Local', () => {
  it('orders §3 Box: stores every Box field and derives volume, weightToShow and calculatedWeights', async () => {
    const created = await create(fullBox);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Insulated Shipper 12x10x9',
      cost: 6.4,
      default: false,
      maxItemsAllowed: 6,
      dimensions: { length: 12, width: 10, height: 9, units: 'in', volume: 1080 },
      useInBoxPackingAlgo: true,
      useInBoxPackingAlgoQty: true,
      useInBoxPackingAlgoWeight: false,
      useInternalDimensions: true,
      internalDimensions: { length: 11, width: 9, height: 8, manualDimensions: true, volume: 792 },
      weight: { value: 24, units: 'oz', manualWeight: true, maxWeightAllowed: 50 },
      hasDryIce: true,
      dryIceWeight: 5,
      dryIceWeightUnit: 'lb',
      weightToShow: 24,
      calculatedWeights: { pounds: 1.5, ounces: 24, kilograms: 0.6804, grams: 680.3955 },
      hasLiner: true,
      liner: { material: 'EPS', thickness: '1.5in' },
      hasIcePack: true,
      coolant: { sku: 'Custom', quantity: 4 },
    });
    // The shape the rest of the product (packing, shipments) reads.
    expect(domainBoxSchema.safeParse(created.body).success).toBe(true);
    const id = created.body.id;
    expect((await call(getBox, { method: 'GET', user: owner, accountId, ...byId(id) })).body).toEqual(created.body);

    const edited = await call(updateBox, {
      method: 'PUT',
      user: owner,
      accountId,
      body: { ...fullBox, name: 'Shipper', hasLiner: false, hasDryIce: false },
      ...byId(id),
    });
    expect(edited.body).toMatchObject({
      name: 'Shipper',
      hasLiner: false,
      liner: null,
      hasDryIce: false,
      dryIceWeight: 0,
    });
    expect((await call(deleteBox, { method: 'DELETE', user: owner, accountId, ...byId(id) })).status).toBe(204);
    expect(await list()).toEqual([]);
  });

  it.each([
    [
      'a zero side',
      { dimensions: { length: 0, width: 10, height: 9 } },
      { 'dimensions.length': 'Must be a positive number' },
    ],
    [
      'a side over 108 in',
      { dimensions: { length: 109, width: 10, height: 9, units: 'in' } },
      { 'dimensions.length': 'Max dimension allowed: 108in' },
    ],
    [
      'a side over 108 in typed in cm',
      { dimensions: { length: 300, width: 10, height: 9, units: 'cm' } },
      { 'dimensions.length': 'Max dimension allowed: 274.3205cm' },
    ],
    ['a weight over 150 lb', { weight: { value: 151, units: 'lb' } }, { 'weight.value': 'Max weight allowed: 150lb' }],
    ['no name', { name: '' }, { name: 'This field is required' }],
  ])('orders §5: %s answers 400 with the spec message', async (_name, overrides, fieldErrors) => {
    const res = await create(box(overrides));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toMatchObject(fieldErrors);
    expect(await list()).toEqual([]);
  });

  it('keeps at most one default box: marking another moves it', async () => {
    const a = (await create(box({ name: 'A', default: true }))).body;
    const b = (await create(box({ name: 'B' }))).body;
    const defaults = async () =>
      (await list()).filter((x: { default: boolean }) => x.default).map((x: { id: string }) => x.id);
    expect(await defaults()).toEqual([a.id]);
    await call(updateBox, {
      method: 'PUT',
      user: owner,
      accountId,
      body: box({ name: 'B', default: true }),
      ...byId(b.id),
    });
    expect(await defaults()).toEqual([b.id]);
    await create(box({ name: 'C', default: true }));
    expect(await defaults()).toHaveLength(1);
  });

  it('orders §9: presets hold the default boxes and carrier packages, and each one can be added as is', async () => {
    const res = await call(listBoxPresets, { method: 'GET', path: '/api/v1/boxes/presets', user: owner, accountId });
    expect(res.status).toBe(200);
    const presets = res.body.presets as { presetId: string; label: string; box: Record<string, unknown> }[];
    expect(presets.slice(0, 3).map((p) => [p.label, p.box.dimensions, p.box.internalDimensions])).toEqual([
      [
        '10x10x10',
        { length: 10, width: 10, height: 10, units: 'in' },
        { length: 9, width: 9, height: 4, manualDimensions: true },
      ],
      [
        '12x12x12',
        { length: 12, width: 12, height: 12, units: 'in' },
        { length: 11, width: 11, height: 11, manualDimensions: true },
      ],
      [
        '16x16x16',
        { length: 16, width: 16, height: 16, units: 'in' },
        { length: 15, width: 15, height: 15, manualDimensions: true },
      ],
    ]);
    const letter = presets.find((p) => p.presetId === 'carrier:UPSLetter');
    expect(letter?.box).toMatchObject({ dimensions: { length: 12.5, width: 9.5, height: 0.5 }, isLetter: true });
    expect(presets.filter((p) => p.presetId.startsWith('carrier:FedEx')).map((p) => p.label)).toEqual([
      'FedEx Envelope',
      'FedEx Pak',
      'FedEx Tube',
      'FedEx Small Box',
      'FedEx Medium Box',
      'FedEx Large Box',
      'FedEx Extra Large Box',
    ]);
    for (const preset of presets) {
      const added = await create(preset.box);
      expect(added.status, preset.presetId).toBe(201);
    }
    expect(await list()).toHaveLength(presets.length);
  });
});

describe('permissions and tenant isolation', () => {
  it('without edit_boxes a member may list and read presets but not create (403)', async () => {
    const member = await addTestMember(accountId, { edit_boxes: false, view_print_orders: true });
    expect(
      (await call(listBoxPresets, { method: 'GET', path: '/api/v1/boxes/presets', user: member, accountId })).status,
    ).toBe(200);
    expect((await create(box(), member)).status).toBe(403);
    expect(await list(member)).toEqual([]);
  });

  it("gives 404 for B's box on read, update and delete, and changes nothing", async () => {
    const b = await createTestAccount('Other Merchant');
    const theirs = (await create(box(), b.owner, b.accountId)).body;
    for (const res of await Promise.all([
      call(getBox, { method: 'GET', user: owner, accountId, ...byId(theirs.id) }),
      call(updateBox, { method: 'PUT', user: owner, accountId, body: box({ name: 'Hijacked' }), ...byId(theirs.id) }),
      call(deleteBox, { method: 'DELETE', user: owner, accountId, ...byId(theirs.id) }),
    ]))
      expect(res.status).toBe(404);
    expect(await list()).toEqual([]);
    expect(
      (await call(getBox, { method: 'GET', user: b.owner, accountId: b.accountId, ...byId(theirs.id) })).body,
    ).toEqual(theirs);
  });
});
