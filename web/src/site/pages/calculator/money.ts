const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const dollars = (cents: number) => USD.format(cents / 100);

export function transitText(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}
