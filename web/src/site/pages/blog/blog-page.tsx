import { formatArticleDate } from '../../content/article-date';
import { BLOG_ARTICLES } from '../../content/blog-articles';
import { SiteLink } from '../../site-navigation';

export default function BlogPage() {
  return (
    <section className="site-section">
      <div className="site-section-head">
        <span className="site-eyebrow">Blog</span>
        <h1>Shipping perishables, explained</h1>
        <p className="site-lead">
          Practical guides for food businesses: packing, coolant, carriers and the rules of the road, from the team that
          ships with them every day.
        </p>
      </div>
      <ul className="site-article-list">
        {BLOG_ARTICLES.map((article) => (
          <li key={article.slug}>
            <SiteLink href={`/blog/${article.slug}`} className="site-card site-article-card">
              <time dateTime={article.date} className="site-muted">
                {formatArticleDate(article.date)}
              </time>
              <h2>{article.title}</h2>
              <p className="site-muted">{article.summary}</p>
              <span className="site-read-more">Read the article</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
