import type * as z from 'zod';
import type { zoneFormSchema, zoneMappingFormSchema } from '../forms/zone-forms.schema';

/** What the merchant edits of a zone and of a zone mapping (the form schemas' output). */
export type ZoneFields = z.output<typeof zoneFormSchema>;
export type ZoneMappingFields = z.output<typeof zoneMappingFormSchema>;
