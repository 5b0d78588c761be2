/**
 * Headers between CloudFront and the API. The distribution adds ORIGIN_VERIFY_HEADER (a generated secret) to
 * every request it forwards to `/api/*`; a request that carries it came through CloudFront, so its
 * CloudFront-Viewer-Address (the shopper's or merchant's own address, `ip:port`) can be believed. A request
 * sent to the API's own host name lacks the secret, and any viewer-address header it sends is ignored.
 */
export const ORIGIN_VERIFY_HEADER = 'x-shipdeck-origin-verify';
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';
