import * as z from 'zod';
import { DATE_RANGE_PRESETS } from '../dates/date-range.rules';
import {
  FULFILLMENT_FILTER_VALUES,
  ORDER_STATUS_FILTER_VALUES,
  PRINTED_FILTER_VALUES,
  TEXT_FILTER_OPERATORS,
  ORDER_WARNING_TYPES,
} from '../statuses/filter-values.constants';
import { TEXT_FILTER_FIELDS } from './order-grid.rules';
import { requiredText } from '../validation/fields.schema';
import { MESSAGES } from '../validation/messages';
import { list } from '../validation/bounded.schema';

/** Page sizes of the orders grid (orders §2). */
export const ORDER_PAGE_SIZES = [20, 50, 100] as const;

export const textFilterSchema = z.object({
  field: z.enum(TEXT_FILTER_FIELDS),
  operator: z.enum(TEXT_FILTER_OPERATORS),
  value: z.string().trim().max(200, MESSAGES.tooLong),
});
export type TextFilter = z.infer<typeof textFilterSchema>;

export const dateRangeFilterSchema = z
  .object({
    preset: z.enum(DATE_RANGE_PRESETS),
    /** For Custom: YYYY-MM-DD calendar dates in the merchant's timezone, inclusive. */
    startDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
    endDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
  })
  .refine((r) => r.preset !== 'Custom' || (r.startDate && r.endDate), {
    message: MESSAGES.required,
    path: ['startDate'],
  });
export type DateRangeFilter = z.infer<typeof dateRangeFilterSchema>;

/** What the grid can ask for: filters (orders §2, §4), sort and a page. */
export const orderFiltersSchema = z.object({
  view: z.enum(['active', 'archived', 'deleted']).default('active'),
  statuses: list(z.enum(ORDER_STATUS_FILTER_VALUES), 11).default([]),
  fulfillment: list(z.enum(FULFILLMENT_FILTER_VALUES), 6).default([]),
  printed: list(z.enum(PRINTED_FILTER_VALUES), 7).default([]),
  warningTypes: list(z.enum(ORDER_WARNING_TYPES), ORDER_WARNING_TYPES.length).default([]),
  tags: list(z.string().trim().min(1, MESSAGES.required).max(60, MESSAGES.tooLong), 10).default([]),
  batchNumber: z.string().trim().max(60, MESSAGES.tooLong).optional(),
  customerId: z.string().trim().max(64, MESSAGES.tooLong).optional(),
  dateRange: dateRangeFilterSchema.optional(),
  text: list(textFilterSchema, 20).default([]),
  /** Orders past their warehouse's fill time SLA (shipping schedule users only). */
  pastFillTime: z.boolean().optional(),
});
export type OrderFilters = z.output<typeof orderFiltersSchema>;
export type OrderFiltersInput = z.input<typeof orderFiltersSchema>;

export const orderSortSchema = z.object({
  field: z.enum(['orderDate', 'orderNumber']).default('orderDate'),
  direction: z.enum(['asc', 'desc']).default('desc'),
});

export const orderQuerySchema = z.object({
  filters: orderFiltersSchema.default(orderFiltersSchema.parse({})),
  sort: orderSortSchema.default({ field: 'orderDate', direction: 'desc' }),
  pageSize: z.union([z.literal(20), z.literal(50), z.literal(100)]).default(20),
  cursor: z.string().max(2000, MESSAGES.tooLong).optional(),
});
export type OrderQuery = z.output<typeof orderQuerySchema>;
export type OrderQueryInput = z.input<typeof orderQuerySchema>;

/** Saved named filters (orders §5 "Filters"): name required, some filter applied, no duplicate names. */
export const savedFilterRequestSchema = z.object({
  name: requiredText(60),
  filters: orderFiltersSchema,
});
export type SavedFilterRequest = z.input<typeof savedFilterRequestSchema>;
