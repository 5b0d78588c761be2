/** "File by <date>" as the grid, the order page and the claims list show it (MM/DD/YYYY like claim dates). */
export function fileByLabel(deadline: { fileBy: string }): string {
  const [y, m, d] = deadline.fileBy.split('-');
  return `File by ${m}/${d}/${y}`;
}
