import type { CompanyProfileView } from '#domain/company/company-profile.schema';
import { COMPANY_PATH, companyApi } from '#web/api/accounts-api';
import { useApiResource } from '#web/hooks/use-api-resource';

/** The company profile, saving it and its logo (each reloads the profile and its logo link). */
export function useCompanyProfile() {
  return useApiResource<CompanyProfileView, ReturnType<typeof companyApi>>(COMPANY_PATH, companyApi);
}

/** A file's bytes as base64, read in the browser. */
export async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
