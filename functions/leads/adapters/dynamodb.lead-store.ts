import { leadSchema } from '#domain/leads/lead.schema';
import type { LeadStore } from '#domain/leads/ports';
import { onTable } from '#lib/db/table';
import { LeadEntity } from '../db/lead.entity';

export const dynamoLeadStore: LeadStore = {
  async save(stored) {
    await onTable(LeadEntity)
      .create({
        leadId: stored.leadId,
        kind: stored.lead.kind,
        form: stored.lead.form,
        submittedAt: stored.submittedAt,
        expiresAt: stored.expiresAt,
      })
      .go();
  },

  async get(leadId) {
    const { data } = await onTable(LeadEntity).get({ leadId }).go({ consistent: true });
    if (!data) return undefined;
    // Read back through the schema: the item holds exactly what the route parsed, typed again here.
    const lead = leadSchema.parse({ kind: data.kind, form: data.form });
    return { leadId: data.leadId, lead, submittedAt: data.submittedAt, expiresAt: data.expiresAt };
  },
};
