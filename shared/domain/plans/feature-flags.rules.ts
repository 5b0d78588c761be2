/** Per-user feature flags (orders §6, accounts §6). */
export const FEATURE_FLAGS = ['kitting', 'shippingSchedule', 'lateShipments'] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type FeatureFlags = Partial<Record<FeatureFlag, boolean>>;

/** Names of the flagged features as a merchant reads them (the upgrade prompt names the feature). */
export const FEATURE_FLAG_NAMES: Record<FeatureFlag, string> = {
  kitting: 'Kitting',
  shippingSchedule: 'The shipping schedule',
  lateShipments: 'Late shipments',
};

/** The flags as stored (a map kept as data): only known flags, only booleans. */
export function featureFlagsOf(stored: unknown): FeatureFlags {
  const flags: FeatureFlags = {};
  if (!stored || typeof stored !== 'object') return flags;
  for (const flag of FEATURE_FLAGS) {
    const v = (stored as Record<string, unknown>)[flag];
    if (typeof v === 'boolean') flags[flag] = v;
  }
  return flags;
}

export function hasFeature(flags: FeatureFlags | null | undefined, flag: FeatureFlag): boolean {
  return flags?.[flag] === true;
}

export interface LateShipmentsSubject {
  features?: FeatureFlags | null;
  /** The merchant switched late-shipment detection on. */
  lateShipmentsEnabled?: boolean | null;
  /** The user's preference to see late shipments. */
  showLateShipments?: boolean | null;
}

/** Late-shipment display needs the feature, the enabled flag and the user preference, all three. */
export function canShowLateShipments(s: LateShipmentsSubject): boolean {
  return hasFeature(s.features, 'lateShipments') && s.lateShipmentsEnabled === true && s.showLateShipments === true;
}
