import { statementMonthText, type UploadSummary } from '@olive/api';
import { Alert, Heading, Stack, Table } from '@olive/ui';
import { useEffect, useRef } from 'react';

export interface UploadOutcome {
  ok: boolean;
  message: string;
  summary: UploadSummary;
}

type Entry = UploadSummary['imported'][number];

function Entries({ rows, caption }: { rows: Entry[]; caption: string }) {
  if (rows.length === 0) return null;
  return (
    <Table<Entry>
      caption={caption}
      rows={rows}
      rowKey={(e) => e.name}
      columns={[
        { key: 'name', header: 'ファイル名', cell: (e) => e.name, rowHeader: true },
        { key: 'agency', header: '代理店コード', cell: (e) => e.agencyCode },
        { key: 'month', header: '年月', cell: (e) => statementMonthText(e) },
      ]}
    />
  );
}

/**
 * 取り込み結果: what the zip did, file by file. Each new outcome takes the focus on its heading and
 * scrolls into view, since it appears below the button pressed and a refusal read nowhere would
 * look like nothing happened; the message itself is an alert (refused) or a status (imported).
 */
export function UploadResult({ result }: { result: UploadOutcome }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new outcome (a new object) moves the focus
  useEffect(() => {
    // Centred, as the screen's 未登録 note is: at the top it would sit under the sticky top bar.
    headingRef.current?.scrollIntoView({ block: 'center' });
    headingRef.current?.focus({ preventScroll: true });
  }, [result]);
  const { imported, replaced, rejected } = result.summary;
  return (
    <Stack as="section" aria-labelledby="summary-heading" gap={4}>
      <Heading level={2} size="lg" id="summary-heading" ref={headingRef} tabIndex={-1}>
        取り込み結果
      </Heading>
      <Alert tone={result.ok ? 'success' : 'danger'}>{result.message}</Alert>
      <Entries rows={imported} caption={`新規に取り込んだファイル（${imported.length}件）`} />
      <Entries rows={replaced} caption={`置き換えたファイル（${replaced.length}件）`} />
      {rejected.length > 0 ? (
        <Table
          caption={`取り込めなかったファイル（${rejected.length}件）`}
          rows={rejected}
          rowKey={(e) => e.name}
          columns={[
            { key: 'name', header: 'ファイル名', cell: (e) => e.name, rowHeader: true },
            { key: 'reason', header: '理由', cell: (e) => e.reason, wrap: true },
          ]}
        />
      ) : null}
    </Stack>
  );
}
