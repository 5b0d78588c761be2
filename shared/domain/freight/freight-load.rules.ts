/**
 * Load types and their temperature bands in °F, in the bands LTL brokers publish for
 * temperature-controlled freight (Refrigerated 33–39, Frozen −10–0, Protect from freeze 33–60).
 * Refrigerated and Frozen loads travel in a reefer trailer; a dry load in a van; a load protected
 * from freeze rides a heated van, charged as the protect-from-freeze accessorial (116), not as a reefer.
 */
import type { LoadType } from './freight.schema';

export interface LoadTypeInfo {
  loadType: LoadType;
  /** What the screen shows. */
  label: string;
  /** °F band the trailer holds, when controlled. */
  temperatureF?: { low: number; high: number };
  equipment: 'Van' | 'Reefer';
}

export const LOAD_TYPE_INFO: Readonly<Record<LoadType, LoadTypeInfo>> = {
  Dry: { loadType: 'Dry', label: 'Dry', equipment: 'Van' },
  Refrigerated: {
    loadType: 'Refrigerated',
    label: 'Refrigerated (33 to 39 °F)',
    temperatureF: { low: 33, high: 39 },
    equipment: 'Reefer',
  },
  Frozen: {
    loadType: 'Frozen',
    label: 'Frozen (−10 to 0 °F)',
    temperatureF: { low: -10, high: 0 },
    equipment: 'Reefer',
  },
  ProtectFromFreeze: {
    loadType: 'ProtectFromFreeze',
    label: 'Protect from freeze (33 to 60 °F)',
    temperatureF: { low: 33, high: 60 },
    equipment: 'Van',
  },
};

/** The order's free-text `loadType` read as a load type (any case; "protect from freeze" spelled out too). */
export function loadTypeOf(value: string | null | undefined): LoadType | undefined {
  const key = (value ?? '').replace(/[\s_-]/g, '').toLowerCase();
  if (!key) return undefined;
  return (Object.keys(LOAD_TYPE_INFO) as LoadType[]).find((t) => t.toLowerCase() === key);
}

export function isTemperatureControlled(loadType: LoadType): boolean {
  return LOAD_TYPE_INFO[loadType].temperatureF !== undefined;
}

export function needsReefer(loadType: LoadType): boolean {
  return LOAD_TYPE_INFO[loadType].equipment === 'Reefer';
}

/** What reefer equipment adds to the line haul: a frozen trailer runs colder, so dearer, than a chilled one. */
export const REEFER_SURCHARGE_SHARE: Readonly<Record<LoadType, number>> = {
  Dry: 0,
  ProtectFromFreeze: 0,
  Refrigerated: 0.25,
  Frozen: 0.35,
};
