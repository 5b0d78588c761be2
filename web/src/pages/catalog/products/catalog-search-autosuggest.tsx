import { useRef, useState } from 'react';
import Autosuggest, { type AutosuggestProps } from '@cloudscape-design/components/autosuggest';
import { hasMoreResults, nextSearchOffset } from '#domain/forms-state/search-paging.rules';
import { useNotifications } from '#web/app/notifications/notifications-context';

export interface SearchHit {
  id: string;
  title: string;
  sku: string;
  price: number;
}

export type SearchPage = (
  query: string,
  offset: number,
  signal: AbortSignal,
) => Promise<{ hits: SearchHit[]; total: number }>;

/**
 * A search call of orders §7 behind an Autosuggest: 20 per page, the next page loads as the
 * list scrolls to its end while offset + 20 < total. Older answers are dropped, so typing fast
 * never shows the results of a previous query.
 */
export function CatalogSearchAutosuggest({
  search,
  placeholder,
  ariaLabel,
  onChoose,
  exclude = [],
}: {
  search: SearchPage;
  placeholder: string;
  ariaLabel: string;
  onChoose: (hit: SearchHit) => void;
  /** Ids that may not be chosen (the kit itself). */
  exclude?: readonly string[];
}) {
  const { reportError } = useNotifications();
  const [value, setValue] = useState('');
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [status, setStatus] = useState<AutosuggestProps['statusType']>('pending');
  const [error, setError] = useState('');
  const paging = useRef({ query: '', offset: 0, total: 0, controller: null as AbortController | null });

  async function load(query: string, firstPage: boolean) {
    const state = paging.current;
    if (!firstPage && !hasMoreResults(state.offset, state.total)) return;
    const offset = firstPage ? 0 : nextSearchOffset(state.offset);
    state.controller?.abort();
    const controller = new AbortController();
    Object.assign(state, { query, controller });
    setStatus('loading');
    try {
      const page = await search(query, offset, controller.signal);
      if (controller.signal.aborted) return;
      Object.assign(state, { offset, total: page.total });
      setHits((current) => (firstPage ? page.hits : [...current, ...page.hits]));
      setStatus(hasMoreResults(offset, page.total) ? 'pending' : 'finished');
    } catch (e) {
      if (controller.signal.aborted) return;
      reportError(e, {
        showIn: (message) => {
          setError(message);
          setStatus('error');
        },
      });
    }
  }

  const options = hits
    .filter((h) => !exclude.includes(h.id))
    .map((h) => ({ value: h.id, label: h.title, description: h.sku ? `SKU ${h.sku}` : undefined }));

  return (
    <Autosuggest
      value={value}
      onChange={({ detail }) => setValue(detail.value)}
      onSelect={({ detail }) => {
        const hit = hits.find((h) => h.id === detail.value);
        if (!hit) return;
        onChoose(hit);
        setValue('');
      }}
      options={options}
      filteringType="manual"
      hideEnteredTextOption
      statusType={status}
      onLoadItems={({ detail }) => void load(detail.filteringText, detail.firstPage)}
      loadingText="Searching"
      finishedText={paging.current.total ? `All ${paging.current.total} results shown` : 'No more results'}
      errorText={error}
      recoveryText="Retry"
      empty="No matches"
      placeholder={placeholder}
      ariaLabel={ariaLabel}
      expandToViewport
    />
  );
}
