import type { ApiResult } from '@olive/api';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { errorState, loadingAtom } from '../state/loading';

/**
 * Sends a failed call's server message (and field messages) to the global error dialog
 * (docs/product.md §8). Returns the data of a successful call, or undefined.
 */
export function useReportError() {
  const setLoading = useSetAtom(loadingAtom);
  return useCallback(
    <T>(result: ApiResult<T>): T | undefined => {
      if (result.ok) return result.data;
      setLoading(errorState(result.error));
      return undefined;
    },
    [setLoading],
  );
}
