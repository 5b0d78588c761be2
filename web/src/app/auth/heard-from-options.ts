import type { SelectProps } from '@cloudscape-design/components/select';

/**
 * Answers to "How did you hear about us?" (accounts §3 Signup heardFrom; the spec lists none).
 * The value is what the account keeps, so it stays stable when a label is reworded.
 */
export const HEARD_FROM_OPTIONS = [
  { value: 'search', label: 'Search engine' },
  { value: 'store-app-marketplace', label: 'Store app marketplace' },
  { value: 'social-media', label: 'Social media' },
  { value: 'referral-partner', label: 'Referral partner or agency' },
  { value: 'colleague', label: 'Friend or colleague' },
  { value: 'event', label: 'Trade show or event' },
  { value: 'blog', label: 'Blog or article' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly SelectProps.Option[];

export function heardFromOption(value: string): SelectProps.Option | null {
  return HEARD_FROM_OPTIONS.find((o) => o.value === value) ?? null;
}
