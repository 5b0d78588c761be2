import * as z from 'zod';

/** An id in a route path ({orderId}, {productId}, …): the ids the API hands out fit with room to spare. */
export const pathIdSchema = z.string().min(1).max(64);
