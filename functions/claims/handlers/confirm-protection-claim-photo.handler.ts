import { PROTECTION_CLAIM_MAX_BYTES, protectionPhotoConfirmRequestSchema } from '#api/protection-claims';
import { publicRoute } from '#lib/http/http-route';
import { protectionClaims } from '../protection-claims.deps';
import { clientIpOf } from '#lib/http/client-ip';

/** POST /api/v1/public/protection-claims/photos/confirm: public; the uploaded photo kept only if its bytes are an image of the declared type. */
export const handler = publicRoute(
  { body: protectionPhotoConfirmRequestSchema, maxBodyBytes: PROTECTION_CLAIM_MAX_BYTES },
  ({ body, event }) => {
    const { documentId, ...proof } = body;
    return protectionClaims.confirmPhoto({ ...proof, clientIp: clientIpOf(event) }, documentId);
  },
);
