/** The route whose path matches `pathname`, with its `:name` segments; undefined when none does. */
export function matchSiteRoute<R extends { path: string }>(
  routes: readonly R[],
  pathname: string,
): { route: R; params: Record<string, string> } | undefined {
  const segments = trimSlash(pathname).split('/');
  for (const route of routes) {
    const pattern = trimSlash(route.path).split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      if (!part.startsWith(':')) return part === segments[i];
      if (!segments[i]) return false;
      try {
        params[part.slice(1)] = decodeURIComponent(segments[i]);
        return true;
      } catch {
        return false;
      }
    });
    if (matches) return { route, params };
  }
  return undefined;
}

function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
