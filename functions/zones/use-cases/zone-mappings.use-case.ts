import {
  zoneMappingRequestSchema,
  type ExplainZoneMappingResponse,
  type ExportZoneMappingsResponse,
  type ImportZoneMappingsResponse,
  type ZoneMappingImportRowError,
  type ZoneMappingsListResponse,
  type ZoneMappingView,
} from '#api/zones';
import type { IdGenerator } from '#domain/accounts/ports';
import {
  ZONE_MAPPINGS_PER_ACCOUNT_MAX,
  type ZoneMappingRecord,
  type ZoneMappingStore,
  type ZoneWriteOutcome,
} from '#domain/zones/ports';
import type { ZoneMappingFields } from '#domain/zones/zone-records';
import { readZoneMappingsCsv, zoneMappingsCsv } from '#domain/zones/zone-mapping-csv.rules';
import { mappingDisplayName, matchZoneMapping, type MatchDestination } from '#domain/zones/zone-match.rules';
import { ZONE_MESSAGES } from '#domain/zones/zone-messages';
import { ConflictError, NotFoundError, ValidationError } from '#lib/errors';

export interface ZoneMappingsDeps {
  mappings: ZoneMappingStore;
  ids: IdGenerator;
}

function settled<T>(outcome: ZoneWriteOutcome<T>): T {
  if (outcome.ok) return outcome.value;
  if (outcome.refusal === 'missing') throw new NotFoundError('Zone mapping');
  throw new ConflictError(outcome.refusal === 'limit' ? ZONE_MESSAGES.mappingsLimit : ZONE_MESSAGES.mappingStale);
}

export const mappingView = (m: ZoneMappingRecord): ZoneMappingView => ({ ...m, displayName: mappingDisplayName(m) });

function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) out[issue.path.map(String).join('.') || 'row'] ??= issue.message;
  return out;
}

/** Zone mappings (orders §5): saved in the merchant's order, which decides the match (first match wins). */
export function makeZoneMappings(deps: ZoneMappingsDeps) {
  const nextPosition = (list: readonly ZoneMappingRecord[]) => list.reduce((p, m) => Math.max(p, m.position + 1), 0);

  async function createAt(accountId: string, input: ZoneMappingFields, position: number) {
    const at = new Date().toISOString();
    const mapping = { ...input, id: deps.ids.newId(), position, version: 1, createdAt: at, updatedAt: at };
    return deps.mappings.create(accountId, mapping);
  }

  async function list(accountId: string): Promise<ZoneMappingsListResponse> {
    return { mappings: (await deps.mappings.list(accountId)).map(mappingView), max: ZONE_MAPPINGS_PER_ACCOUNT_MAX };
  }

  return {
    list,

    async get(accountId: string, mappingId: string): Promise<ZoneMappingView> {
      const mapping = await deps.mappings.get(accountId, mappingId);
      if (!mapping) throw new NotFoundError('Zone mapping');
      return mappingView(mapping);
    },

    /** A new mapping goes last: it never takes over destinations an earlier row already answers. */
    async create(accountId: string, input: ZoneMappingFields): Promise<ZoneMappingView> {
      const position = nextPosition(await deps.mappings.list(accountId));
      return mappingView(settled(await createAt(accountId, input, position)));
    },

    async update(
      accountId: string,
      mappingId: string,
      input: ZoneMappingFields & { version: number },
    ): Promise<ZoneMappingView> {
      const { version, ...fields } = input;
      return mappingView(settled(await deps.mappings.update(accountId, mappingId, version, fields)));
    },

    async remove(accountId: string, mappingId: string): Promise<void> {
      const mapping = await deps.mappings.get(accountId, mappingId);
      if (!mapping) throw new NotFoundError('Zone mapping');
      settled(await deps.mappings.remove(accountId, mappingId, mapping.version));
    },

    /** Every mapping id of the account in the new order; a list missing one or naming another is stale. */
    async reorder(accountId: string, mappingIds: readonly string[]): Promise<ZoneMappingsListResponse> {
      const current = await deps.mappings.list(accountId);
      const byId = new Map(current.map((m) => [m.id, m]));
      if (mappingIds.length !== byId.size || !mappingIds.every((id) => byId.has(id)))
        throw new ConflictError(ZONE_MESSAGES.reorderStale);
      const moved = mappingIds
        .map((id, position) => ({ id, position }))
        .filter(({ id, position }) => byId.get(id)?.position !== position);
      if (!(await deps.mappings.reorder(accountId, moved))) throw new ConflictError(ZONE_MESSAGES.reorderStale);
      return list(accountId);
    },

    async exportCsv(accountId: string): Promise<ExportZoneMappingsResponse> {
      return { fileName: 'zone-mappings.csv', csv: zoneMappingsCsv(await deps.mappings.list(accountId)) };
    },

    /**
     * Rows naming an existing mapping's id replace its fields (keeping its place); other rows are added last, in
     * file order. A row that fails the mapping's rules, or meets the account's cap, is reported with its line and
     * skipped; the valid rows are saved.
     */
    async importCsv(accountId: string, csv: string): Promise<ImportZoneMappingsResponse> {
      const sheet = readZoneMappingsCsv(csv);
      if (!sheet.ok) throw new ValidationError({ csv: sheet.message });
      if (sheet.rows.length > ZONE_MAPPINGS_PER_ACCOUNT_MAX)
        throw new ValidationError({ csv: ZONE_MESSAGES.tooManyRows });
      const existing = new Map((await deps.mappings.list(accountId)).map((m) => [m.id, m]));
      let position = nextPosition([...existing.values()]);
      const errors: ZoneMappingImportRowError[] = [];
      let created = 0;
      let updated = 0;
      for (const { row, id, input } of sheet.rows) {
        const parsed = zoneMappingRequestSchema.safeParse(input);
        if (!parsed.success) {
          errors.push({ row, errors: fieldErrorsOf(parsed.error.issues) });
          continue;
        }
        const before = id ? existing.get(id) : undefined;
        const outcome = before
          ? await deps.mappings.update(accountId, before.id, before.version, parsed.data)
          : await createAt(accountId, parsed.data, position);
        if (!outcome.ok) {
          const message = outcome.refusal === 'limit' ? ZONE_MESSAGES.mappingsLimit : ZONE_MESSAGES.mappingStale;
          errors.push({ row, errors: { row: message } });
          continue;
        }
        if (before) updated++;
        else {
          created++;
          position++;
        }
      }
      return { created, updated, errors, mappings: (await list(accountId)).mappings };
    },

    /** Which mapping an order to this destination from this shop takes, and why each one before it did not fit. */
    async explain(accountId: string, destination: MatchDestination): Promise<ExplainZoneMappingResponse> {
      const match = matchZoneMapping(await deps.mappings.list(accountId), destination);
      const win = match.mapping && match.verdicts[match.verdicts.length - 1];
      return { winner: win ? { id: win.id, name: win.name, reason: win.reason } : null, verdicts: match.verdicts };
    },
  };
}
