import type { ArticleMeta } from '../content/article-meta';
import { formatArticleDate } from '../content/article-date';
import { MarkdownBody } from './markdown-body';

/** A legal text of content/legal/: its title, when it was last updated, and the text. */
export function LegalDocument({ meta, html }: { meta: ArticleMeta; html: string }) {
  return (
    <article className="site-section site-prose">
      <h1>{meta.title}</h1>
      <p className="site-muted">
        Last updated <time dateTime={meta.date}>{formatArticleDate(meta.date)}</time>
      </p>
      <p className="site-lead">{meta.summary}</p>
      <MarkdownBody html={html} />
    </article>
  );
}
