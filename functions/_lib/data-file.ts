import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * A data file a function reads from disk rather than bundling (rate sheets, HS codes, ZIP data): in
 * Lambda it sits beside the bundle (the manifest's assets), in the source tree in a data folder.
 * `candidates` are URLs made from the caller's own `import.meta.url`, tried in order.
 */
export function dataFilePath(name: string, candidates: readonly URL[]): string {
  const file = candidates.map((u) => fileURLToPath(u)).find((p) => existsSync(p));
  if (!file) throw new Error(`${name} not found beside the function`);
  return file;
}
