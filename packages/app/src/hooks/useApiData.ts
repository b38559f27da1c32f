import type { ApiResult } from '@olive/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useReportError } from '../errors/useReportError';

/**
 * Loads data for a screen: `loading` while the call runs, the data after, and a failure reported
 * to the global error dialog (docs/product.md §8). `key` reloads when it changes; `reload()` on demand.
 *
 * `loading` is true from the very render in which `key` changes, not from the effect after it: the
 * old data is never shown as if it answered the new key (page 3 marked current over page 1's rows,
 * with nothing busy), even for the one frame before the call starts.
 */
export function useApiData<T>(load: () => Promise<ApiResult<T>> | null, key: string) {
  const report = useReportError();
  const [state, setState] = useState<{ data: T | null; loading: boolean; failed: boolean; key: string | null }>({
    data: null,
    loading: true,
    failed: false,
    key: null,
  });
  const loader = useRef(load);
  loader.current = load;
  const [tick, setTick] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: key and tick are the reload triggers
  useEffect(() => {
    let live = true;
    const call = loader.current();
    if (!call) {
      setState({ data: null, loading: false, failed: false, key });
      return;
    }
    // Unchanged state when already loading (the first load): a new object would render the whole
    // screen again for nothing, right after it mounted.
    setState((s) => (s.loading ? s : { ...s, loading: true }));
    call.then((r) => {
      if (!live) return;
      const data = report(r);
      setState({ data: data ?? null, loading: false, failed: !r.ok, key });
    });
    return () => {
      live = false;
    };
  }, [key, tick, report]);

  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { data: state.data, failed: state.failed, loading: state.loading || state.key !== key, reload };
}
