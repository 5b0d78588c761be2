import { uuidGenerator } from '#lib/ids';
import { dynamoZoneMappingStore } from './adapters/dynamodb.zone-mapping-store';
import { dynamoZoneStore } from './adapters/dynamodb.zone-store';
import { makeZoneMappings } from './use-cases/zone-mappings.use-case';
import { makeZones } from './use-cases/zones.use-case';

// The zones use cases wired to their real adapters, once; handlers import what they serve.

export const zones = /* @__PURE__ */ makeZones({ zones: dynamoZoneStore, ids: uuidGenerator });

export const zoneMappings = /* @__PURE__ */ makeZoneMappings({ mappings: dynamoZoneMappingStore, ids: uuidGenerator });
