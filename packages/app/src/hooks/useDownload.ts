import { type ApiResult, type Download, specMessages } from '@olive/api';
import { toast } from '@olive/ui';
import { useCallback, useRef, useState } from 'react';
import { useReportError } from '../errors/useReportError';
import { saveDownload } from './download';

/** What a failed download says (a toast, so the button never just stops). */
export const downloadFailed = (message: string) => `ファイルをダウンロードできませんでした。${message}`;

/**
 * A download button's behaviour: one request at a time (a double click sends once), `busy` for
 * the button's progress, the file saved under its name. A failure says so in an error toast with
 * the reason; an ended session still goes to the error dialog (its close signs the user out).
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
        const result = await call();
        if (result.ok) {
          saveDownload(result.data);
          return true;
        }
        if (result.error.message === specMessages.unauthenticated) report(result);
        else toast.error(downloadFailed(result.error.message));
        return false;
      } finally {
        running.current = false;
        setBusy(null);
      }
    },
    [report],
  );
  return { busy, run };
}
