/** How long until a quote lapses, in the words the results table shows ("23 h 59 min", "12 min", "Expired"). */
export function expiresIn(expiresAt: string, now: Date): string {
  const ms = new Date(expiresAt).getTime() - now.getTime();
  if (!Number.isFinite(ms) || ms <= 0) return 'Expired';
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return `${Math.max(1, minutes)} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} days`;
}

/** "1 pallet", "2 pallets". */
export function palletsText(pallets: number): string {
  return `${pallets} pallet${pallets === 1 ? '' : 's'}`;
}

/** "1–2 days" or "3 days" when the window is one day. */
export function transitText(min: number, max: number): string {
  return min === max ? `${min} day${min === 1 ? '' : 's'}` : `${min}–${max} days`;
}
