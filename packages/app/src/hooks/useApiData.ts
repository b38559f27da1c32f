import type { ApiResult } from '@olive/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useReportError } from '../errors/useReportError';

/**
 * Loads data for a screen: `loading` while the call runs, the data after, and a failure reported
 * to the global error dialog (SPEC.md §8). `key` reloads when it changes; `reload()` on demand.
 */
export function useApiData<T>(load: () => Promise<ApiResult<T>> | null, key: string) {
  const report = useReportError();
  const [state, setState] = useState<{ data: T | null; loading: boolean; failed: boolean }>({
    data: null,
    loading: true,
    failed: false,
  });
  const loader = useRef(load);
  loader.current = load;
  const [tick, setTick] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: key and tick are the reload triggers
  useEffect(() => {
    let live = true;
    const call = loader.current();
    if (!call) {
      setState({ data: null, loading: false, failed: false });
      return;
    }
    setState((s) => ({ ...s, loading: true }));
    call.then((r) => {
      if (!live) return;
      const data = report(r);
      setState({ data: data ?? null, loading: false, failed: !r.ok });
    });
    return () => {
      live = false;
    };
  }, [key, tick, report]);

  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { ...state, reload };
}
