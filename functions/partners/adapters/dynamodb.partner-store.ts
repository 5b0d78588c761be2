import type { AttributedSignup, PartnerStore } from '#domain/partners/ports';
import { isConditionFailure } from '#lib/db/condition-failure';
import { onTable } from '#lib/db/table';
import { PartnerEntity, PartnerSignupEntity } from '../db/partner.entity';

/** Sign-ups a dashboard reads at most: a partner past it sees the newest of them and the full count. */
const SIGNUPS_READ_MAX = 2_000;

export const dynamoPartnerStore: PartnerStore = {
  async create(partner) {
    try {
      // ElectroDB's create is a put conditioned on the item not existing: one registration of a permalink wins.
      await onTable(PartnerEntity).create(partner).go();
      return 'created';
    } catch (err) {
      if (isConditionFailure(err)) return 'taken';
      throw err;
    }
  },

  async get(permalink) {
    const { data } = await onTable(PartnerEntity).get({ permalink }).go();
    return data
      ? {
          permalink: data.permalink,
          name: data.name,
          email: data.email,
          dashboardSecretHash: data.dashboardSecretHash,
          createdAt: data.createdAt,
          visits: data.visits,
        }
      : undefined;
  },

  async countVisit(permalink) {
    try {
      await onTable(PartnerEntity)
        .update({ permalink })
        .add({ visits: 1 })
        .where((attr, { exists }) => exists(attr.permalink))
        .go();
      return true;
    } catch (err) {
      if (isConditionFailure(err)) return false;
      throw err;
    }
  },

  async attribute(permalink, signup) {
    const { data: partner } = await onTable(PartnerEntity).get({ permalink }).go();
    if (!partner) return false;
    try {
      await onTable(PartnerSignupEntity)
        .create({
          permalink,
          accountId: signup.accountId,
          companyName: signup.companyName,
          signedUpAt: signup.signedUpAt,
        })
        .go();
    } catch (err) {
      // Already attributed (a retried sign-up): once per account.
      if (!isConditionFailure(err)) throw err;
    }
    return true;
  },

  async signUps(permalink, limit) {
    const items: AttributedSignup[] = [];
    let cursor: string | null = null;
    do {
      const page: { data: AttributedSignup[]; cursor: string | null } = await onTable(PartnerSignupEntity)
        .query.byPartner({ permalink })
        .go({ cursor, limit: 500 });
      items.push(
        ...page.data.map((s) => ({ accountId: s.accountId, companyName: s.companyName, signedUpAt: s.signedUpAt })),
      );
      cursor = page.cursor;
    } while (cursor && items.length < SIGNUPS_READ_MAX);
    items.sort((a, b) => b.signedUpAt.localeCompare(a.signedUpAt));
    return { items: items.slice(0, limit), total: items.length };
  },
};
