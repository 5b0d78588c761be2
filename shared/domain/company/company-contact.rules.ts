/** The company's contact line on packing slips: email, phone and website (without its scheme), those given. */
export function companyContactLine(brand: { companyEmail: string; companyPhone: string; website: string }): string {
  const website = brand.website
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/$/, '');
  return [brand.companyEmail.trim(), brand.companyPhone.trim(), website].filter(Boolean).join('  |  ');
}
