import type { CompanyProfileStore } from '#domain/accounts/ports';
import type { CompanyLogoType } from '#domain/company/company-profile.schema';
import { db } from '#lib/db/service';

export const dynamoCompanyProfileStore: CompanyProfileStore = {
  async get(accountId) {
    const { data } = await db().entities.companyProfile.get({ accountId }).go({ consistent: true });
    if (!data) return undefined;
    return {
      companyName: data.companyName,
      companyEmail: data.companyEmail,
      companyPhone: data.companyPhone,
      website: data.website ?? '',
      ...(data.logoKey && data.logoContentType
        ? { logo: { key: data.logoKey, contentType: data.logoContentType as CompanyLogoType } }
        : {}),
      updatedAt: data.updatedAt,
    };
  },

  async saveProfile(accountId, profile) {
    await db()
      .entities.companyProfile.upsert({
        accountId,
        companyName: profile.companyName,
        companyEmail: profile.companyEmail,
        companyPhone: profile.companyPhone,
        website: profile.website ?? '',
      })
      .go();
  },

  async setLogo(accountId, logo) {
    const patch = db().entities.companyProfile.patch({ accountId });
    if (logo) await patch.set({ logoKey: logo.key, logoContentType: logo.contentType }).go();
    else await patch.remove(['logoKey', 'logoContentType']).go();
  },
};
