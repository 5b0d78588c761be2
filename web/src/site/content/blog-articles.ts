import type { ArticleMeta } from './article-meta';

export interface BlogArticle extends ArticleMeta {
  /** The file's name without `.md`: the article's address is /blog/<slug>. */
  slug: string;
}

// Front matter of every article in the index chunk; each body is its own chunk, loaded with its page.
const metas = import.meta.glob<ArticleMeta>('./blog/*.md', { eager: true, import: 'meta', query: '?meta' });
const bodies = import.meta.glob<string>('./blog/*.md', { import: 'html' });

const slugOf = (file: string) => file.slice(file.lastIndexOf('/') + 1, -'.md'.length);

/** Newest first. */
export const BLOG_ARTICLES: readonly BlogArticle[] = Object.entries(metas)
  .map(([file, meta]) => ({ ...meta, slug: slugOf(file) }))
  .sort((a, b) => b.date.localeCompare(a.date));

export function blogArticle(slug: string): BlogArticle | undefined {
  return BLOG_ARTICLES.find((article) => article.slug === slug);
}

/** The article's body as HTML (rendered at build time); undefined for an unknown slug. */
export function loadArticleHtml(slug: string): Promise<string> | undefined {
  const load = bodies[`./blog/${slug}.md`];
  return load?.();
}
