import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@portal/router';
import { changeListQuery, readListQuery, writeListQuery, type CompanyListQuery } from './listQuery';

/**
 * The companies list the address asks for, and a way to change it. Each change is a new history
 * entry, so back and forward step through searches, filters and pages.
 */
export function useListQuery() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const query = useMemo(() => readListQuery(new URLSearchParams(search)), [search]);
  const change = useCallback(
    (changes: Partial<CompanyListQuery>) => {
      const next = writeListQuery(changeListQuery(query, changes));
      if (next.toString() !== search) setParams(next);
    },
    [query, search, setParams],
  );
  return [query, change] as const;
}
