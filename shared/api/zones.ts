import * as z from 'zod';
import { checkZoneMapping, zoneFormSchema, zoneMappingFields } from '#domain/forms/zone-forms.schema';
import { TEXT_MAX } from '#domain/validation/bounded.schema';
import { MESSAGES } from '#domain/validation/messages';
import type { MappingVerdict } from '#domain/zones/zone-match.rules';
import { ZONE_MAPPINGS_PER_ACCOUNT_MAX, type ZoneMappingRecord, type ZoneRecord } from '#domain/zones/ports';
import { pathIdSchema } from './path-params';

/**
 * The zones routes (/api/v1/zones…, /api/v1/zone-mappings…): zones (accounts §3), and the zone mappings the rate
 * shop applies (orders §5), in the merchant's order, with CSV import/export and an "explain" answer. The server
 * owns ids, positions, versions and times.
 */

const version = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** POST /api/v1/zones */
export const zoneRequestSchema = zoneFormSchema;
/** PUT /api/v1/zones/{zoneId}: the zone as edited, with the version it was read at (409 when stale). */
export const updateZoneRequestSchema = zoneFormSchema.safeExtend({ version });
export const zoneParamsSchema = z.object({ zoneId: pathIdSchema });

/** POST /api/v1/zone-mappings */
export const zoneMappingRequestSchema = z.object(zoneMappingFields).superRefine(checkZoneMapping);
/** PUT /api/v1/zone-mappings/{mappingId} */
export const updateZoneMappingRequestSchema = z.object({ ...zoneMappingFields, version }).superRefine(checkZoneMapping);
export const zoneMappingParamsSchema = z.object({ mappingId: pathIdSchema });

/** PUT /api/v1/zone-mappings/order: every mapping id of the account, in the new order (first match wins). */
export const reorderZoneMappingsRequestSchema = z.object({
  mappingIds: z
    .array(pathIdSchema)
    .min(1)
    .max(ZONE_MAPPINGS_PER_ACCOUNT_MAX)
    .refine((ids) => new Set(ids).size === ids.length, 'Each mapping once'),
});

/** A CSV of 100 mappings with long ZIP lists; under Lambda's 6 MB request cap with the JSON around it. */
export const ZONE_MAPPINGS_CSV_MAX_CHARS = 3_000_000;
export const ZONE_MAPPINGS_IMPORT_MAX_BODY_BYTES = 4 * 1024 * 1024;

/** POST /api/v1/zone-mappings/import: the CSV text, as exported. */
export const importZoneMappingsRequestSchema = z.object({
  csv: z.string().trim().min(1, MESSAGES.required).max(ZONE_MAPPINGS_CSV_MAX_CHARS, MESSAGES.tooLong),
});

/** POST /api/v1/zone-mappings/explain: a destination and a shop, to see which mapping wins. */
export const explainZoneMappingRequestSchema = z.object({
  zip: z.string().trim().max(20, MESSAGES.tooLong).default(''),
  state: z.string().trim().max(TEXT_MAX.short, MESSAGES.tooLong).default(''),
  shop: z.string().trim().min(1, MESSAGES.required).max(TEXT_MAX.email, MESSAGES.tooLong),
});
export type ExplainZoneMappingRequest = z.input<typeof explainZoneMappingRequestSchema>;

export type ZoneView = ZoneRecord;
export type ZoneMappingView = ZoneMappingRecord & { displayName: string };

export interface ZonesListResponse {
  zones: ZoneView[];
  max: number;
}
export interface ZoneMappingsListResponse {
  mappings: ZoneMappingView[];
  max: number;
}

/** One refused CSV row: its line in the file (header = 1) and the field messages. */
export interface ZoneMappingImportRowError {
  row: number;
  errors: Record<string, string>;
}
export interface ImportZoneMappingsResponse {
  created: number;
  updated: number;
  errors: ZoneMappingImportRowError[];
  mappings: ZoneMappingView[];
}

export interface ExplainZoneMappingResponse {
  /** The winning mapping, or null when none fits (the rate shop's own choice then stands). */
  winner: { id: string; name: string; reason: string } | null;
  verdicts: MappingVerdict[];
}

/** GET /api/v1/zone-mappings/export */
export interface ExportZoneMappingsResponse {
  fileName: string;
  csv: string;
}
