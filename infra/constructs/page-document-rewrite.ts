import { APP_DOCUMENT, PUBLIC_SITE_PAGES, PUBLIC_SITE_SECTIONS, SITE_DOCUMENT } from '#api/public-site-paths';

/**
 * The CloudFront viewer-request function of the site behaviour. Pages have no file in the bucket:
 * a path whose last segment has no extension is answered with the public site's document for the
 * site's paths (shared/api/public-site-paths.ts, inlined here) and with the app's for the rest.
 * Done per request, because a distribution-wide 404 → index.html error response would also rewrite
 * the API's own 404s. Plain ES5: the CloudFront runtime is not Node, and this must agree with
 * isPublicSitePath (the unit test runs both over the same paths).
 */
export function pageDocumentRewriteCode(): string {
  return `var SITE_PAGES = ${JSON.stringify(PUBLIC_SITE_PAGES)};
var SITE_SECTIONS = ${JSON.stringify(PUBLIC_SITE_SECTIONS)};
function isSitePath(uri) {
  var p = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.substring(0, uri.length - 1) : uri;
  if (SITE_PAGES.indexOf(p) !== -1) return true;
  for (var i = 0; i < SITE_SECTIONS.length; i++) {
    var prefix = SITE_SECTIONS[i] + '/';
    if (p.indexOf(prefix) === 0 && p.length > prefix.length) return true;
  }
  return false;
}
function handler(event) {
  var request = event.request;
  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) { request.uri = isSitePath(request.uri) ? ${JSON.stringify(SITE_DOCUMENT)} : ${JSON.stringify(APP_DOCUMENT)}; }
  return request;
}`;
}
