/** Default timezones (accounts §9) as IANA ids, so the date rules can compute in them. */
export const DEFAULT_TIMEZONES = [
  { label: 'Eastern', id: 'America/New_York' },
  { label: 'Central', id: 'America/Chicago' },
  { label: 'Mountain', id: 'America/Denver' },
  { label: 'Pacific', id: 'America/Los_Angeles' },
  { label: 'Alaska', id: 'America/Anchorage' },
  { label: 'Hawaii', id: 'Pacific/Honolulu' },
] as const;
export type DefaultTimeZoneId = (typeof DEFAULT_TIMEZONES)[number]['id'];

/** A new account's timezone until the merchant sets theirs (accounts §3 User.timezone). */
export const DEFAULT_ACCOUNT_TIMEZONE: DefaultTimeZoneId = 'America/Chicago';
