import type { Entity } from './electrodb';
import { dynamoDocumentClient } from '../clients';
import { config } from '../config';

/** Any ElectroDB entity, whatever its attributes. */
export type AnyEntity = Entity<any, any, any, any>;

/** The table generation an entity was last bound for: a reset moves every entity on at its next use. */
let generation = 0;
const boundAt = new WeakMap<AnyEntity, number>();

/**
 * The entity bound to the function's table and DocumentClient. Entities are declared without a
 * table (their modules load before configuration is read) and each is bound on first use, so a
 * function bundles only the entities its own code names, with no Service joining them all.
 */
export function onTable<E extends AnyEntity>(entity: E): E {
  if (boundAt.get(entity) !== generation) {
    entity.setTableName(config().TABLE_NAME);
    entity.setClient(dynamoDocumentClient());
    boundAt.set(entity, generation);
  }
  return entity;
}

/** For tests that switch tables within one process: every entity is bound again at its next use. */
export function resetDbForTests(): void {
  generation++;
}
