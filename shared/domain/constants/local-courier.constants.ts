import { VEHICLE_SIZES } from '../orders/order.schema';

/** Local courier (orders §9). The vehicle list lives with the order schema; re-exported here with its defaults. */
export { VEHICLE_SIZES };
export type VehicleSize = (typeof VEHICLE_SIZES)[number];
export const DEFAULT_VEHICLE_SIZE: VehicleSize = 'any';
export const DEFAULT_DELIVERY_SCHEDULE = 'now';

/** Tip amounts $2, $4, $6, $8, in cents. */
export const TIP_AMOUNTS_CENTS = [200, 400, 600, 800] as const;
