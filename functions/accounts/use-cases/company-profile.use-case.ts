import { createHash } from 'node:crypto';
import type { AccountStore, CompanyProfileStore } from '#domain/accounts/ports';
import {
  companyLogoProblem,
  type CompanyBrand,
  type CompanyLogoUpload,
  type CompanyProfile,
  type CompanyProfileView,
} from '#domain/company/company-profile.schema';
import type { RemovableFiles } from '#domain/labels/ports';
import { ValidationError } from '#lib/errors';

/** How long the settings page's link to the logo lives. */
const LOGO_LINK_SECONDS = 15 * 60;
/** The public tracking page's link lives longer: a shopper may keep the page open. */
const PUBLIC_LOGO_LINK_SECONDS = 60 * 60;

export interface CompanyProfileDeps {
  store: CompanyProfileStore;
  accounts: Pick<AccountStore, 'getAccount'>;
  /** The documents bucket (the logo lives under the account's prefix). */
  files: Pick<RemovableFiles, 'put' | 'presignGet' | 'remove'>;
  /** A replaced logo's file that could not be removed: it stays in the bucket, unlinked. */
  onOrphan?: (key: string, err: unknown) => void;
}

/**
 * The logo's key: under the account's prefix, named by its content, so a replaced logo gets a new
 * link and no browser shows the old one from its cache.
 */
export const companyLogoKey = (accountId: string, bytes: Uint8Array) =>
  `accounts/${accountId}/company/logo-${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}`;

/** The company profile and logo (accounts §3, §5), used on packing slips and the tracking page. */
export function makeCompanyProfile(deps: CompanyProfileDeps) {
  /** The file of a logo no longer linked; the new one is already in place, so a failure here fails nothing. */
  async function removeFile(key: string): Promise<void> {
    await deps.files.remove(key).catch((err: unknown) => deps.onOrphan?.(key, err));
  }

  /** The saved profile, or the account's name until one is saved. */
  async function brandOf(accountId: string): Promise<CompanyBrand & { saved: boolean }> {
    const stored = await deps.store.get(accountId);
    if (stored) return { ...stored, saved: true };
    const account = await deps.accounts.getAccount(accountId);
    return { companyName: account?.name ?? '', companyEmail: '', companyPhone: '', website: '', saved: false };
  }

  /** The page's view of a brand already read (a write answers what it wrote without reading it again). */
  async function viewOf(brand: CompanyBrand & { saved: boolean }): Promise<CompanyProfileView> {
    const { logo, saved, companyName, companyEmail, companyPhone, website } = brand;
    return {
      companyName,
      companyEmail,
      companyPhone,
      website,
      saved,
      ...(logo ? { logoUrl: await deps.files.presignGet(logo.key, LOGO_LINK_SECONDS) } : {}),
    };
  }

  const view = async (accountId: string) => viewOf(await brandOf(accountId));

  return {
    get: view,
    brandOf,

    /** The public tracking page's fallback: the company's name and a link to its logo that lasts an hour. */
    async publicBrand(accountId: string): Promise<{ companyName: string; logoUrl?: string }> {
      const { companyName, logo } = await brandOf(accountId);
      return {
        companyName,
        ...(logo ? { logoUrl: await deps.files.presignGet(logo.key, PUBLIC_LOGO_LINK_SECONDS) } : {}),
      };
    },

    async save(accountId: string, profile: CompanyProfile): Promise<CompanyProfileView> {
      await deps.store.saveProfile(accountId, profile);
      return view(accountId);
    },

    /** Checks the image (size, PNG or JPEG by its bytes) before anything is written. */
    async uploadLogo(accountId: string, upload: CompanyLogoUpload): Promise<CompanyProfileView> {
      const bytes = new Uint8Array(Buffer.from(upload.dataBase64, 'base64'));
      const problem = companyLogoProblem(bytes, upload.contentType);
      if (problem) throw new ValidationError({ dataBase64: problem }, problem);
      const current = await brandOf(accountId);
      if (!current.saved) await deps.store.saveProfile(accountId, current);
      const key = companyLogoKey(accountId, bytes);
      await deps.files.put(key, bytes, upload.contentType);
      const logo = { key, contentType: upload.contentType };
      await deps.store.setLogo(accountId, logo);
      if (current.logo && current.logo.key !== key) await removeFile(current.logo.key);
      return viewOf({ ...current, saved: true, logo });
    },

    /** The profile forgets the logo first, then its file goes: a slip printed meanwhile shows the initials. */
    async removeLogo(accountId: string): Promise<CompanyProfileView> {
      const { logo, ...rest } = await brandOf(accountId);
      if (logo) {
        await deps.store.setLogo(accountId, undefined);
        await removeFile(logo.key);
      }
      return viewOf(rest);
    },
  };
}
