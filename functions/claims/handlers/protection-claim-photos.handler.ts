import { PROTECTION_CLAIM_MAX_BYTES, protectionPhotoUploadRequestSchema } from '#api/protection-claims';
import { publicRoute } from '#lib/http/http-route';
import { protectionClaims } from '../protection-claims.deps';
import { clientIpOf } from '#lib/http/client-ip';

/**
 * POST /api/v1/public/protection-claims/photos: public; the shopper proves the claim is theirs again (page,
 * email, order number) and gets a presigned POST for one photo.
 */
export const handler = publicRoute(
  { body: protectionPhotoUploadRequestSchema, maxBodyBytes: PROTECTION_CLAIM_MAX_BYTES, successStatus: 201 },
  ({ body, event }) => {
    const { fileName, contentType, sizeBytes, ...proof } = body;
    return protectionClaims.startPhoto({ ...proof, clientIp: clientIpOf(event) }, { fileName, contentType, sizeBytes });
  },
);
