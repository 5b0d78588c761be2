import { useRef, useState } from 'react';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import { hasMoreResults, nextSearchOffset } from '#domain/forms-state/search-paging.rules';
import { useNotifications } from '#web/app/notifications/notifications-context';

export interface SearchOption<T> {
  value: string;
  label: string;
  description?: string;
  item: T;
}

export type SearchPageLoader<T> = (
  query: string,
  offset: number,
) => Promise<{ options: SearchOption<T>[]; total: number }>;

/**
 * A Select over a search call of orders §7 with infinite scroll: 20 per page, the next page
 * loads at the end of the list while offset + 20 < total. Answers to an older filter text are
 * dropped, so typing fast never shows the previous query's results.
 */
export function SearchSelect<T>({
  load,
  selected,
  onChange,
  placeholder,
  ariaLabel,
  invalid,
  disabled,
}: {
  load: SearchPageLoader<T>;
  selected: { value: string; label: string } | null;
  onChange: (option: SearchOption<T>) => void;
  placeholder: string;
  ariaLabel?: string;
  invalid?: boolean;
  disabled?: boolean;
}) {
  const { reportError } = useNotifications();
  const [options, setOptions] = useState<SearchOption<T>[]>([]);
  const [status, setStatus] = useState<SelectProps['statusType']>('pending');
  const [error, setError] = useState('');
  const paging = useRef({ query: '', offset: 0, total: 0, request: 0 });

  async function loadItems(query: string, firstPage: boolean) {
    const state = paging.current;
    if (!firstPage && (state.query !== query || !hasMoreResults(state.offset, state.total))) return;
    const offset = firstPage ? 0 : nextSearchOffset(state.offset);
    const request = ++state.request;
    state.query = query;
    setStatus('loading');
    try {
      const page = await load(query, offset);
      if (request !== state.request) return;
      state.offset = offset;
      state.total = page.total;
      setOptions((current) => (firstPage ? page.options : [...current, ...page.options]));
      setStatus(hasMoreResults(offset, page.total) ? 'pending' : 'finished');
    } catch (e) {
      if (request !== state.request) return;
      reportError(e, {
        showIn: (message) => {
          setError(message);
          setStatus('error');
        },
      });
    }
  }

  return (
    <Select
      selectedOption={selected}
      onChange={({ detail }) => {
        const chosen = options.find((o) => o.value === detail.selectedOption.value);
        if (chosen) onChange(chosen);
      }}
      options={options.map(({ value, label, description }) => ({ value, label, description }))}
      filteringType="manual"
      statusType={status}
      onLoadItems={({ detail }) => void loadItems(detail.filteringText, detail.firstPage)}
      loadingText="Searching"
      finishedText={paging.current.total ? `All ${paging.current.total} results shown` : 'No more results'}
      errorText={error}
      recoveryText="Retry"
      empty="No matches"
      placeholder={placeholder}
      ariaLabel={ariaLabel}
      filteringPlaceholder="Search"
      invalid={invalid}
      disabled={disabled}
      expandToViewport
    />
  );
}
