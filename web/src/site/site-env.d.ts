// Modules the site's build makes (web/build/site-content.plugin.ts).

declare module '*.md' {
  /** The article's front matter: title, date (YYYY-MM-DD) and summary. */
  export const meta: import('./content/article-meta').ArticleMeta;
  /** Its body, rendered to HTML at build time. */
  export const html: string;
}

declare module 'virtual:public-openapi' {
  const document: import('#api/public-openapi').PublicOpenApiDocument;
  export default document;
  /** Where the API serves the same document. */
  export const openApiPath: string;
}
