/** What each article file (content/blog/*.md) declares in its front matter. */
export interface ArticleMeta {
  title: string;
  /** YYYY-MM-DD. */
  date: string;
  summary: string;
}
