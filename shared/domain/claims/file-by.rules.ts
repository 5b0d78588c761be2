/** "File by <date>" as the grid, the order page and the claims list show it (MM/DD/YYYY like claim dates). */
export function fileByLabel(deadline: { fileBy: string }): string {
  return `File by ${claimFileByDay(deadline.fileBy)}`;
}

/** The file-by day alone (YYYY-MM-DD → MM/DD/YYYY), as the claims list's "File by" column shows it. */
export function claimFileByDay(fileBy: string): string {
  const [y, m, d] = fileBy.split('-');
  return `${m}/${d}/${y}`;
}
