import { beforeEach, describe, expect, it } from 'vitest';
import { OUR_MESSAGES } from '#domain/validation/messages';
import { ZIP_ENTRY_MESSAGE } from '#domain/zones/zip-entries.rules';
import { ZONE_MESSAGES } from '#domain/zones/zone-messages';
import { ZONE_MAPPINGS_PER_ACCOUNT_MAX } from '#domain/zones/ports';
import type { TestUser } from '#test/support/api-events';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import { texasPriority, zonesCalls } from './zones-calls';

let accountId: string;
let owner: TestUser;
let api: ReturnType<typeof zonesCalls>;

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
  api = zonesCalls(owner, accountId);
});

describe('zones (accounts §3 zone, countries, regions; §5 zone name required)', () => {
  it('creates, reads, edits on its version (409 when stale) and deletes a zone', async () => {
    const created = await api.createZone({ zone: 'West', countries: ['US'], regions: ['CA', 'OR'] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ zone: 'West', countries: ['US'], regions: ['CA', 'OR'], version: 1 });
    const id = created.body.id as string;
    expect((await api.listZones()).body).toMatchObject({ zones: [{ id, zone: 'West' }], max: 100 });

    const edited = await api.updateZone(id, { zone: 'Pacific', countries: ['US'], regions: ['WA'], version: 1 });
    expect(edited.body).toMatchObject({ zone: 'Pacific', regions: ['WA'], version: 2 });
    const stale = await api.updateZone(id, { zone: 'Old', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(ZONE_MESSAGES.zoneStale);

    expect((await api.deleteZone(id)).status).toBe(204);
    expect((await api.getZone(id)).status).toBe(404);
  });

  it('zone name required: 400 with the field message', async () => {
    const res = await api.createZone({ zone: '  ' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ zone: 'This field is required' });
  });
});

describe('zone mappings (orders §5, accounts §5)', () => {
  it('creates in order, edits on its version, reorders and deletes', async () => {
    const a = await api.create(texasPriority());
    const b = await api.create(texasPriority({ name: '', states: [], zipcodes: ['787', '10001-10099'] }));
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body).toMatchObject({ position: 1, displayName: '787, 10001-10099 → USPS Priority', version: 1 });
    const [idA, idB] = [a.body.id as string, b.body.id as string];

    const edited = await api.update(idA, { ...texasPriority({ services: ['Express'] }), version: 1 });
    expect(edited.body).toMatchObject({ services: ['Express'], version: 2, position: 0 });
    const stale = await api.update(idA, { ...texasPriority(), version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(ZONE_MESSAGES.mappingStale);

    const reordered = await api.reorder([idB, idA]);
    expect(reordered.body.mappings.map((m: { id: string }) => m.id)).toEqual([idB, idA]);
    // A reorder leaves versions alone: an editor open on a mapping stays valid.
    expect((await api.get(idA)).body.version).toBe(2);
    expect((await api.reorder([idA])).status).toBe(409);

    expect((await api.remove(idA)).status).toBe(204);
    expect((await api.list()).body.mappings.map((m: { id: string }) => m.id)).toEqual([idB]);
    expect((await api.remove(idA)).status).toBe(404);
  });

  it('needs at least one zipcode or state, one carrier, one service and one shop; ZIP entries are checked', async () => {
    const empty = await api.create({ zipcodes: [], states: [], carriers: [], services: [], shops: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors).toEqual({
      zipcodes: OUR_MESSAGES.atLeastOne('zipcode or state'),
      carriers: OUR_MESSAGES.atLeastOne('carrier'),
      services: OUR_MESSAGES.atLeastOne('service'),
      shops: OUR_MESSAGES.atLeastOne('shop'),
    });
    const badZip = await api.create(texasPriority({ zipcodes: ['842-840'] }));
    expect(badZip.status).toBe(400);
    expect(badZip.body.fieldErrors).toEqual({ zipcodes: ZIP_ENTRY_MESSAGE('842-840') });
  });

  it(`holds at most ${ZONE_MAPPINGS_PER_ACCOUNT_MAX} mappings per account (409 with the reason)`, async () => {
    const rows = Array.from(
      { length: ZONE_MAPPINGS_PER_ACCOUNT_MAX },
      (_, i) => `,Row ${i},${10000 + i},,USPS,Priority,manual`,
    );
    const imported = await api.importCsv(['id,name,zipcodes,states,carriers,services,shops', ...rows].join('\n'));
    expect(imported.body).toMatchObject({ created: ZONE_MAPPINGS_PER_ACCOUNT_MAX, updated: 0, errors: [] });
    const over = await api.create(texasPriority());
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(ZONE_MESSAGES.mappingsLimit);
  });

  it('explain: the first mapping in order wins, with the reason for each row checked', async () => {
    const zip = await api.create(
      texasPriority({ name: 'Austin', states: [], zipcodes: ['787'], services: ['Express'] }),
    );
    await api.create(texasPriority());
    const res = await api.explain({ zip: '78701', state: 'TX', shop: 'manual' });
    expect(res.body).toEqual({
      winner: { id: zip.body.id, name: 'Austin', reason: 'ZIP 78701 is in its ZIP prefix 787' },
      verdicts: [{ id: zip.body.id, name: 'Austin', matched: true, reason: 'ZIP 78701 is in its ZIP prefix 787' }],
    });
    const none = await api.explain({ zip: '10001', state: 'NY', shop: 'manual' });
    expect(none.body.winner).toBeNull();
    expect(none.body.verdicts).toHaveLength(2);
  });

  it('CSV: the export imports back unchanged; bad rows are reported by line and skipped', async () => {
    const first = await api.create(texasPriority({ zipcodes: ['840-842'] }));
    const exported = await api.exportCsv();
    expect(exported.body.fileName).toBe('zone-mappings.csv');
    const csv = `${exported.body.csv as string}\r\n,New,,OK,USPS,Express,manual\r\n,Broken,12,,USPS,,manual`;
    const res = await api.importCsv(csv);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 1, updated: 1 });
    expect(res.body.errors).toEqual([
      { row: 4, errors: { zipcodes: ZIP_ENTRY_MESSAGE('12'), services: OUR_MESSAGES.atLeastOne('service') } },
    ]);
    expect(res.body.mappings.map((m: { name: string; position: number }) => [m.name, m.position])).toEqual([
      ['Texas by Priority', 0],
      ['New', 1],
    ]);
    expect(res.body.mappings[0]).toMatchObject({ id: first.body.id, zipcodes: ['840-842'], version: 2 });

    const notCsv = await api.importCsv('hello,world\n1,2');
    expect(notCsv.status).toBe(400);
    expect(notCsv.body.fieldErrors.csv).toMatch(/zipcodes or states, carriers, services, shops/);
  });
});

describe('zones permissions (accounts §6: any member reads, edit_options writes)', () => {
  it('a member without edit_options reads and explains but cannot write (403)', async () => {
    const created = await api.create(texasPriority());
    const zone = await api.createZone({ zone: 'West' });
    const member = zonesCalls(
      await addTestMember(accountId, { view_print_orders: true, edit_options: false }),
      accountId,
    );
    expect((await member.list()).status).toBe(200);
    expect((await member.listZones()).status).toBe(200);
    expect((await member.exportCsv()).status).toBe(200);
    expect((await member.explain({ zip: '78701', state: 'TX', shop: 'manual' })).status).toBe(200);
    const writes = await Promise.all([
      member.create(texasPriority()),
      member.update(created.body.id, { ...texasPriority(), version: 1 }),
      member.remove(created.body.id),
      member.reorder([created.body.id]),
      member.importCsv('zipcodes,carriers,services,shops\n10001,USPS,Priority,manual'),
      member.createZone({ zone: 'East' }),
      member.updateZone(zone.body.id, { zone: 'East', version: 1 }),
      member.deleteZone(zone.body.id),
    ]);
    expect(writes.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403, 403, 403]);
    expect((await api.list()).body.mappings).toHaveLength(1);
  });
});

describe('zones cross-tenant', () => {
  it('another account sees none of these, cannot touch them by id, and naming this account answers 404', async () => {
    const mapping = await api.create(texasPriority());
    const zone = await api.createZone({ zone: 'West' });
    const other = await createTestAccount();
    const theirs = zonesCalls(other.owner, other.accountId);
    expect((await theirs.list()).body.mappings).toEqual([]);
    expect((await theirs.listZones()).body.zones).toEqual([]);
    expect((await theirs.exportCsv()).body.csv).toBe('id,name,zipcodes,states,carriers,services,shops');
    expect((await theirs.explain({ zip: '78701', state: 'TX', shop: 'manual' })).body.winner).toBeNull();
    const byId = await Promise.all([
      theirs.get(mapping.body.id),
      theirs.update(mapping.body.id, { ...texasPriority(), version: 1 }),
      theirs.remove(mapping.body.id),
      theirs.getZone(zone.body.id),
      theirs.updateZone(zone.body.id, { zone: 'Mine', version: 1 }),
      theirs.deleteZone(zone.body.id),
    ]);
    expect(byId.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404]);
    expect((await theirs.reorder([mapping.body.id])).status).toBe(409);
    // Their import with our id creates their own mapping and never updates ours.
    const imported = await theirs.importCsv(
      `id,zipcodes,carriers,services,shops\n${mapping.body.id},10001,UPS,Ground,manual`,
    );
    expect(imported.body).toMatchObject({ created: 1, updated: 0 });
    expect((await api.get(mapping.body.id)).body).toMatchObject({ version: 1, states: ['TX'] });

    const naming = zonesCalls(other.owner, accountId);
    expect((await naming.list()).status).toBe(404);
    expect((await naming.remove(mapping.body.id)).status).toBe(404);
  });
});
