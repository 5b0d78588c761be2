import type { ZoneMappingsReader } from '#domain/zones/ports';
import { readZoneMappings } from './adapters/dynamodb.zone-mapping-reader';

/**
 * What zones lends to other domains' deps files: the account's zone mappings in the merchant's order, read once
 * per rate shop (single or bulk). Everything else of zones's adapters/ stays private to zones.
 */
export const zoneMappingsReader: ZoneMappingsReader = readZoneMappings;
