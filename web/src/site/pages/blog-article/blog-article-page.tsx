import { formatArticleDate } from '../../content/article-date';
import { blogArticle, type BlogArticle } from '../../content/blog-articles';
import { MarkdownBody } from '../../layout/markdown-body';
import { NotFound } from '../../layout/not-found';
import { SiteLink, usePageMeta } from '../../site-navigation';
import type { SitePageProps } from '../../site-routes';
import { useArticleHtml } from './use-article-html';

export default function BlogArticlePage({ params }: SitePageProps) {
  const article = blogArticle(params.slug ?? '');
  return article ? <Article article={article} /> : <NotFound />;
}

function Article({ article }: { article: BlogArticle }) {
  usePageMeta(article.title, article.summary);
  const body = useArticleHtml(article.slug);

  return (
    <article className="site-section site-prose">
      <p>
        <SiteLink href="/blog">← All articles</SiteLink>
      </p>
      <h1>{article.title}</h1>
      <p className="site-muted">
        <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
      </p>
      <p className="site-lead">{article.summary}</p>
      {body.status === 'loading' && <div className="site-page-loading" aria-busy="true" />}
      {body.status === 'failed' && (
        <p role="alert">This article could not load. Check your connection and reload the page.</p>
      )}
      {body.status === 'ready' && <MarkdownBody html={body.html} />}
    </article>
  );
}
