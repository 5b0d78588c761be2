import type { ZonesListResponse, ZoneView } from '#api/zones';
import type { IdGenerator } from '#domain/accounts/ports';
import { ZONES_PER_ACCOUNT_MAX, type ZoneStore, type ZoneWriteOutcome } from '#domain/zones/ports';
import type { ZoneFields } from '#domain/zones/zone-records';
import { ZONE_MESSAGES } from '#domain/zones/zone-messages';
import { ConflictError, NotFoundError } from '#lib/errors';

export interface ZonesDeps {
  zones: ZoneStore;
  ids: IdGenerator;
}

/** A refused write as the merchant reads it: 409 for a stale edit or a full account, 404 for a zone gone. */
function settled<T>(outcome: ZoneWriteOutcome<T>): T {
  if (outcome.ok) return outcome.value;
  if (outcome.refusal === 'missing') throw new NotFoundError('Zone');
  throw new ConflictError(outcome.refusal === 'limit' ? ZONE_MESSAGES.zonesLimit : ZONE_MESSAGES.zoneStale);
}

/** Zones (accounts §3 Zone: zone, countries, regions; §5 zone name required). */
export function makeZones(deps: ZonesDeps) {
  return {
    async list(accountId: string): Promise<ZonesListResponse> {
      return { zones: await deps.zones.list(accountId), max: ZONES_PER_ACCOUNT_MAX };
    },

    async get(accountId: string, zoneId: string): Promise<ZoneView> {
      const zone = await deps.zones.get(accountId, zoneId);
      if (!zone) throw new NotFoundError('Zone');
      return zone;
    },

    async create(accountId: string, input: ZoneFields): Promise<ZoneView> {
      const at = new Date().toISOString();
      const zone = { ...input, id: deps.ids.newId(), version: 1, createdAt: at, updatedAt: at };
      return settled(await deps.zones.create(accountId, zone));
    },

    async update(accountId: string, zoneId: string, input: ZoneFields & { version: number }): Promise<ZoneView> {
      const { version, ...fields } = input;
      return settled(await deps.zones.update(accountId, zoneId, version, fields));
    },

    async remove(accountId: string, zoneId: string): Promise<void> {
      const zone = await deps.zones.get(accountId, zoneId);
      if (!zone) throw new NotFoundError('Zone');
      settled(await deps.zones.remove(accountId, zoneId, zone.version));
    },
  };
}
