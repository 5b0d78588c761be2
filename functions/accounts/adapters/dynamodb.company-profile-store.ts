import type { CompanyProfileStore } from '#domain/accounts/ports';
import type { CompanyLogoType } from '#domain/company/company-profile.schema';
import { CompanyProfileEntity } from '../db/company-profile.entity';
import { onTable } from '#lib/db/table';

export const dynamoCompanyProfileStore: CompanyProfileStore = {
  async get(accountId) {
    const { data } = await onTable(CompanyProfileEntity).get({ accountId }).go({ consistent: true });
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
    await onTable(CompanyProfileEntity)
      .upsert({
        accountId,
        companyName: profile.companyName,
        companyEmail: profile.companyEmail,
        companyPhone: profile.companyPhone,
        website: profile.website ?? '',
      })
      .go();
  },

  async setLogo(accountId, logo) {
    const patch = onTable(CompanyProfileEntity).patch({ accountId });
    if (logo) await patch.set({ logoKey: logo.key, logoContentType: logo.contentType }).go();
    else await patch.remove(['logoKey', 'logoContentType']).go();
  },
};
