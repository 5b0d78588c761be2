/** The docs' pages, as the docs index lists them. */
export const DOCS_PAGES = [
  {
    href: '/docs/getting-started',
    title: 'Getting started',
    summary: 'From a new account to your first label: store, warehouse, shipping schedule, services and funds.',
  },
  {
    href: '/docs/what-is-the-confidence-score',
    title: 'What is the confidence score?',
    summary:
      'How Shipdeck scores each delivery address from 0 to 100, what the risk bands mean, and automatic insurance.',
  },
  {
    href: '/docs/api',
    title: 'Public API reference',
    summary: 'Push orders from your own shop with an API key: endpoints, fields, limits and errors.',
  },
] as const;
