import type {
  InternationalProfileRequest,
  InternationalProfilesView,
  InternationalProfileView,
} from '#api/international';
import type { ApiClient } from './api-client';

export const INTERNATIONAL_PROFILES_PATH = '/api/v1/international-profiles';
const profilePath = (id: string) => `${INTERNATIONAL_PROFILES_PATH}/${encodeURIComponent(id)}`;

/** The international profile routes of `shared/api/international.ts` (accounts §3). */
export function internationalApi(client: ApiClient) {
  return {
    list: (): Promise<InternationalProfilesView> => client.get(INTERNATIONAL_PROFILES_PATH),
    create: (body: InternationalProfileRequest): Promise<InternationalProfileView> =>
      client.post(INTERNATIONAL_PROFILES_PATH, body),
    update: (id: string, body: InternationalProfileRequest): Promise<InternationalProfileView> =>
      client.put(profilePath(id), body),
    remove: (id: string): Promise<InternationalProfilesView> => client.delete(profilePath(id)),
  };
}
