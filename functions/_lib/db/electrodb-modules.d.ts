// ElectroDB's own modules behind its entry (electrodb.ts gives them the package's types).
declare module 'electrodb/src/entity.js' {
  export const Entity: unknown;
}
declare module 'electrodb/src/transaction.js' {
  export const createWriteTransaction: unknown;
}
