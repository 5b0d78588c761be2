/**
 * A letter-type carrier package (orders §5: 'Letter package weight should not exceed 1 LB').
 * The spec does not say how a box is known to be a letter: the box's own flag, else its name
 * (carrier letters and envelopes, e.g. the express letter 12.5x9.5x0.5 in).
 */
export function isLetterPackage(box: { isLetter?: boolean | null; name?: string | null } | null | undefined): boolean {
  if (!box) return false;
  if (typeof box.isLetter === 'boolean') return box.isLetter;
  return /\b(letter|envelope)\b/i.test(box.name ?? '') || /(Letter|Envelope)$/.test(box.name ?? '');
}
