/** Label sizes and print choices (orders §2, accounts §9). */
export const LABEL_SIZES = {
  A6: { widthIn: 4, heightIn: 6, label: 'A6 (4x6 in)' },
  Letter: { widthIn: 8.5, heightIn: 11, label: 'Letter (8.5x11 in)' },
} as const;
export type LabelSize = keyof typeof LABEL_SIZES;

export const PRINT_CHOICES = [
  { value: 'labels', label: 'Labels' },
  { value: 'packingSlips', label: 'Packing Slips' },
  { value: 'pickSlips', label: 'Pick List' },
  { value: 'all', label: 'Labels + Packing Slips' },
] as const;
export type PrintChoice = (typeof PRINT_CHOICES)[number]['value'];

/** Manifest PDF page (accounts §2): 288x432 points. */
export const MANIFEST_PAGE_SIZE = { width: 288, height: 432 } as const;
