import { createHash } from 'node:crypto';
import type { AccountStore, CompanyProfileStore } from '#domain/accounts/ports';
import {
  companyLogoProblem,
  type CompanyBrand,
  type CompanyLogoType,
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
  /** The documents bucket (the logo lives under the account's prefix, its public copy under brand/). */
  files: Pick<RemovableFiles, 'put' | 'get' | 'presignGet' | 'remove'>;
  /** A replaced logo's file that could not be removed: it stays in the bucket, unlinked. */
  onOrphan?: (key: string, err: unknown) => void;
}

const contentHashOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * The logo's key: under the account's prefix (the account's files stay together), named by its
 * content, so a replaced logo gets a new link and no browser shows the old one from its cache.
 */
export const companyLogoKey = (accountId: string, bytes: Uint8Array) =>
  `accounts/${accountId}/company/logo-${contentHashOf(bytes)}`;

/** Where public brand assets live: named by their content alone, so a public link names no account. */
export const BRAND_PREFIX = 'brand/';
const BRAND_EXTENSIONS: Record<CompanyLogoType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

/** The logo's public copy: `brand/<sha256 of its bytes>.<png|jpg>`. */
export const publicLogoKey = (contentHash: string, contentType: CompanyLogoType) =>
  `${BRAND_PREFIX}${contentHash}.${BRAND_EXTENSIONS[contentType]}`;

/** The full content hash a logo key ends with; keys written before public copies end with 16 hex only. */
const CONTENT_NAMED_LOGO = /\/logo-([0-9a-f]{64})$/;

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

  /** Writes the logo under its account key and its public copy; both are named by the same bytes. */
  async function putLogo(accountId: string, bytes: Uint8Array, contentType: CompanyLogoType): Promise<string> {
    const key = companyLogoKey(accountId, bytes);
    await deps.files.put(key, bytes, contentType);
    await deps.files.put(publicLogoKey(contentHashOf(bytes), contentType), bytes, contentType);
    return key;
  }

  /**
   * The key of the logo's public copy. A logo saved before public copies existed (its key ends with
   * a 16-hex hash, not the full one) gets its copy the first time it is served; its own file stays
   * where it is, so this path only reads the profile and writes nothing but the copy.
   */
  async function publicKeyOf(logo: NonNullable<CompanyBrand['logo']>): Promise<string | undefined> {
    const hash = CONTENT_NAMED_LOGO.exec(logo.key)?.[1];
    if (hash) return publicLogoKey(hash, logo.contentType);
    const bytes = await deps.files.get(logo.key);
    if (!bytes) return undefined;
    const key = publicLogoKey(contentHashOf(bytes), logo.contentType);
    // The bucket keeps versions: a copy written once, not on every cold read.
    if (!(await deps.files.get(key))) await deps.files.put(key, bytes, logo.contentType);
    return key;
  }

  return {
    get: view,
    brandOf,

    /**
     * The public tracking page's fallback: the company's name and a link to its logo that lasts an
     * hour. The link reads the logo's public copy, whose key names no account.
     */
    async publicBrand(accountId: string): Promise<{ companyName: string; logoUrl?: string }> {
      const { companyName, logo } = await brandOf(accountId);
      const key = logo && (await publicKeyOf(logo));
      return { companyName, ...(key ? { logoUrl: await deps.files.presignGet(key, PUBLIC_LOGO_LINK_SECONDS) } : {}) };
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
      const key = await putLogo(accountId, bytes, upload.contentType);
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
