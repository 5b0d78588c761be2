import { searchHtsCodes } from '#domain/catalog/hts-code-search.rules';
import type { HtsCodeCatalog } from '#domain/catalog/ports';

/** POST /api/v1/enums/hts-codes/search (orders §7): codes[{code, description}] and total, 20 per page. */
export function makeHtsCodeUseCases({ codes }: { codes: HtsCodeCatalog }) {
  return {
    async search(input: { query: string; offset: number }) {
      return searchHtsCodes(await codes.ordered(), input.query, input.offset);
    },
  };
}
