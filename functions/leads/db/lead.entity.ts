import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, timestamps } from '#lib/db/common';

/**
 * One lead from the public site (contact-us, request-a-demo, shipfare-plus-apply): LEAD#<leadId> / LEAD. A
 * prospect has no account yet, so the partition is the lead's own; gone by TTL (`expiresAt`) after the
 * retention of domain/leads/lead.rules.ts.
 */
export const LeadEntity = new Entity({
  model: { entity: 'lead', version: '1', service: SERVICE_NAME },
  attributes: {
    leadId: { type: 'string', required: true, readOnly: true },
    kind: { type: ['contact', 'demo', 'apply'] as const, required: true, readOnly: true },
    form: { type: 'any', required: true, readOnly: true },
    submittedAt: { type: 'string', required: true, readOnly: true },
    expiresAt: { type: 'number', required: true, readOnly: true },
    ...timestamps,
  },
  indexes: {
    byLead: {
      pk: { field: 'pk', casing: 'none', composite: ['leadId'], template: 'LEAD#${leadId}' },
      sk: { field: 'sk', casing: 'none', composite: [], template: 'LEAD' },
    },
  },
});
