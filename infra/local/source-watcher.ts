import { watch } from 'node:fs';
import { basename, join } from 'node:path';

/** Files editors write beside the real ones (backups, swap files, vim's write test "4913"). */
export function isEditorScratch(file: string): boolean {
  const name = basename(file);
  return name.startsWith('.') || name.endsWith('~') || /\.(swp|swx|tmp)$/.test(name) || /^\d+$/.test(name);
}

export interface SourceWatcher {
  close(): void;
}

/**
 * Calls `onChange` with the files (relative to `root`) changed under `dirs`, once a burst of
 * events has been quiet for `debounceMs`: a save, a formatter pass or a branch switch is one call.
 */
export function watchSources(opts: {
  root: string;
  dirs: readonly string[];
  onChange: (files: string[]) => void;
  debounceMs?: number;
  log?: (line: string) => void;
}): SourceWatcher {
  const changed = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    const files = [...changed].sort();
    changed.clear();
    opts.onChange(files);
  };
  const watchers = opts.dirs.map((dir) => {
    const watcher = watch(join(opts.root, dir), { recursive: true }, (_event, name) => {
      if (!name) return;
      const file = join(dir, name.toString());
      if (isEditorScratch(file)) return;
      changed.add(file);
      clearTimeout(timer);
      timer = setTimeout(flush, opts.debounceMs ?? 150);
    });
    watcher.on('error', (err) => opts.log?.(`[watch] ${dir}: ${String(err)}; functions no longer reload on change`));
    return watcher;
  });
  return {
    close: () => {
      clearTimeout(timer);
      for (const w of watchers) w.close();
    },
  };
}
