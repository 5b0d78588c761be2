import { useEffect, useState } from 'react';
import { loadArticleHtml } from '../../content/blog-articles';

export type ArticleHtml = { status: 'loading' } | { status: 'ready'; html: string } | { status: 'failed' };

/** The article body's chunk, loaded when its page opens. */
export function useArticleHtml(slug: string): ArticleHtml {
  const [state, setState] = useState<ArticleHtml>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    const loading = loadArticleHtml(slug);
    if (!loading) {
      setState({ status: 'failed' });
      return;
    }
    loading.then(
      (html) => current && setState({ status: 'ready', html }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [slug]);
  return state;
}
