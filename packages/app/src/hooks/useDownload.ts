import type { ApiResult, Download } from '@olive/api';
import { useCallback, useRef, useState } from 'react';
import { useReportError } from '../errors/useReportError';
import { saveDownload } from './download';

/**
 * A download button's behaviour: one request at a time (a double click sends once), `busy` for
 * the button's progress, the file saved under its name, failures to the error dialog.
 */
export function useDownload() {
  const report = useReportError();
  const [busy, setBusy] = useState<string | null>(null);
  const running = useRef(false);
  const run = useCallback(
    async (id: string, call: () => Promise<ApiResult<Download>>) => {
      if (running.current) return false;
      running.current = true;
      setBusy(id);
      try {
        const data = report(await call());
        if (data) saveDownload(data);
        return !!data;
      } finally {
        running.current = false;
        setBusy(null);
      }
    },
    [report],
  );
  return { busy, run };
}
