import { ZONE_MAPPINGS_PER_ACCOUNT_MAX, ZONES_PER_ACCOUNT_MAX } from './ports';

/**
 * The zone mappings' success and error message pair (accounts §8, wording not shown: docs/decisions.md), and the
 * refusals the routes answer with.
 */
export const ZONE_MESSAGES = {
  mappingSaved: 'Zone mapping saved.',
  mappingSaveFailed: 'The zone mapping could not be saved. Please check it and try again.',
  mappingDeleted: 'Zone mapping deleted.',
  orderSaved: 'Zone mapping order saved.',
  zoneSaved: 'Zone saved.',
  zoneSaveFailed: 'The zone could not be saved. Please check it and try again.',
  zoneDeleted: 'Zone deleted.',
  imported: (created: number, updated: number) => `Zone mappings imported: ${created} added, ${updated} updated.`,
  importRowsFailed: (count: number) => `${count} row(s) were not imported: see the errors below.`,
  mappingStale: 'This zone mapping was changed meanwhile. Reload it and try again.',
  zoneStale: 'This zone was changed meanwhile. Reload it and try again.',
  reorderStale: 'The zone mappings changed meanwhile. Reload them and try again.',
  mappingsLimit: `An account holds at most ${ZONE_MAPPINGS_PER_ACCOUNT_MAX} zone mappings. Delete one to add another.`,
  zonesLimit: `An account holds at most ${ZONES_PER_ACCOUNT_MAX} zones. Delete one to add another.`,
  tooManyRows: `A file holds at most ${ZONE_MAPPINGS_PER_ACCOUNT_MAX} zone mappings.`,
} as const;
