import type { CompanyLogoUpload, CompanyProfile, CompanyProfileView } from '#domain/company/company-profile.schema';
import { useApiResource } from '#web/hooks/use-api-resource';

/** The company profile, saving it and its logo (each reloads the profile and its logo link). */
export function useCompanyProfile() {
  return useApiResource<
    CompanyProfileView,
    {
      save: (profile: CompanyProfile) => Promise<CompanyProfileView>;
      uploadLogo: (upload: CompanyLogoUpload) => Promise<CompanyProfileView>;
      removeLogo: () => Promise<CompanyProfileView>;
    }
  >('/api/v1/company', (client) => ({
    save: (profile: CompanyProfile) => client.put<CompanyProfileView>('/api/v1/company', profile),
    uploadLogo: (upload: CompanyLogoUpload) => client.put<CompanyProfileView>('/api/v1/company/logo', upload),
    removeLogo: () => client.delete<CompanyProfileView>('/api/v1/company/logo'),
  }));
}

/** A file's bytes as base64, read in the browser. */
export async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
