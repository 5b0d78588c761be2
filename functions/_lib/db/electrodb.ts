import type * as ElectroDB from 'electrodb';
import { Entity as EntityClass } from 'electrodb/src/entity.js';
import { createWriteTransaction as createWrite } from 'electrodb/src/transaction.js';

/*
 * The two parts of ElectroDB the house uses, taken from their own modules: the package's entry also
 * loads its Service (~19 kB minified in every table function), and nothing here builds one. Each
 * entity stands alone; a transaction is made from exactly its participants (transaction.ts).
 * The types are the package's own.
 */

export const Entity = EntityClass as typeof ElectroDB.Entity;
export type Entity<
  A extends string,
  F extends string,
  C extends string,
  S extends ElectroDB.Schema<A, F, C>,
> = ElectroDB.Entity<A, F, C, S>;

export const createWriteTransaction = createWrite as typeof ElectroDB.createWriteTransaction;
