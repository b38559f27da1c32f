import {
  type CsvRowChanges,
  coverageMonthCount,
  formatNumber,
  type StatementKind,
  type StatementKindKey,
  statementKinds,
  type UploadSummary,
  uploadLimits,
} from '@olive/api';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  FileDropzone,
  Heading,
  List,
  PageHeader,
  ProgressBar,
  Select,
  Stack,
  Text,
  UploadIcon,
} from '@olive/ui';
import { useEffect, useRef, useState } from 'react';
import { uploadsApi } from '../../api/uploads';
import { useApiData } from '../../hooks/useApiData';
import { useQueryParam } from '../../hooks/usePageParam';
import { StatementCoverage } from './StatementCoverage';
import { type UploadOutcome, UploadResult } from './UploadResult';

type Replaced = UploadSummary['replaced'][number];

/** `for=A0003_202609`: the missing agency-month a link of the coverage grid asked to upload. */
const missingPattern = /^([A-Z]\d{4})_(\d{4})(\d{2})$/;

/** 変更 1行・追加 2行・削除 0行, or that the rows are the same. */
const rowChangesText = (c: CsvRowChanges) =>
  c.added + c.removed + c.changed === 0
    ? 'データ行の変更なし'
    : `変更 ${formatNumber(c.changed)}行・追加 ${formatNumber(c.added)}行・削除 ${formatNumber(c.removed)}行`;

/** The replace dialog names this many files, then counts the rest. */
const REPLACE_LIST_MAX = 20;

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)}MB`;

/** How the zip must be made: names, flat, limits, all or nothing. */
function ZipHelp({ kind }: { kind: StatementKind }) {
  return (
    <Alert tone="info" title="ZIPの作り方">
      <List>
        <li>
          ファイル名は「代理店コード_年月.{kind.format}」にしてください（例: A0001_202610.{kind.format}）。
        </li>
        <li>フォルダに入れず、ZIPの直下に置いてください。</li>
        <li>
          1ファイル {mb(uploadLimits.maxEntryBytes)} まで、1つのZIPに {formatNumber(uploadLimits.maxEntries)}{' '}
          ファイル、ZIP全体で {mb(uploadLimits.maxZipBytes)} までです。
        </li>
        <li>
          1件でも取り込めないファイルがあると、ZIP全体を取り込みません。同じ代理店・年月の公開済みファイルは、確認のうえ置き換えます。
        </li>
      </List>
    </Alert>
  );
}

/** The replace dialog's message: which published files the zip replaces, and how rows were counted. */
function ReplaceMessage({ replacing, kind }: { replacing: Replaced[]; kind: StatementKind }) {
  return (
    <Stack gap={3}>
      <Text>
        このZIPは、次の{replacing.length}件の公開済みファイル（{kind.label}
        ）を置き換えます。置き換えると、代理店には新しいファイルだけが表示されます。
      </Text>
      <List aria-label="置き換えるファイル">
        {replacing.slice(0, REPLACE_LIST_MAX).map((e) => (
          <li key={e.name}>
            {e.agencyCode} {e.year}年{e.month}月（{e.name}）{e.rowChanges ? `：${rowChangesText(e.rowChanges)}` : null}
          </li>
        ))}
      </List>
      {kind.format === 'csv' ? (
        <Text tone="muted" size="sm">
          行数は見出し行を除くデータ行の比較です（1列目の値で行を対応づけ、並び順の違いは数えません）。
        </Text>
      ) : null}
      {replacing.length > REPLACE_LIST_MAX ? (
        <Text tone="muted" size="sm">
          ほか{formatNumber(replacing.length - REPLACE_LIST_MAX)}件
        </Text>
      ) : null}
    </Stack>
  );
}

/** docs/product.md §2 /admin/file-upload: one zip per statement kind, all or nothing, with its import summary. */
export default function FileUploadPage() {
  const [kindParam, setKindParam] = useQueryParam('kind');
  const kind = statementKinds.find((k) => k.key === kindParam) ?? statementKinds[0];
  const [missingParam, setMissingParam] = useQueryParam('for');
  const missing = missingParam?.match(missingPattern);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<UploadOutcome | null>(null);
  const coverage = useApiData(() => uploadsApi.coverage({ kind: kind.key as StatementKindKey }), kind.key);

  // The dry run's answer when the zip would replace published files: the dialog asks first.
  const [replacing, setReplacing] = useState<Replaced[] | null>(null);

  // A 未登録 link of the grid names the file to upload: the form says which, and takes the focus.
  const missingNote = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!missingParam) return;
    missingNote.current?.scrollIntoView({ block: 'center' });
    missingNote.current?.focus({ preventScroll: true });
  }, [missingParam]);
  const missingAgency = coverage.data?.data.agencies.find((a) => a.agencyCode === missing?.[1]);

  const refusal = (error: { message: string; data?: unknown }) => {
    const summary = (error.data as { data?: UploadSummary } | undefined)?.data ?? {
      imported: [],
      replaced: [],
      rejected: [],
    };
    setResult({ ok: false, message: error.message, summary });
  };

  /** First a dry run (checked, nothing stored); published files to replace are confirmed before the upload. */
  const check = async () => {
    if (!file || busy) return;
    setBusy(true);
    setResult(null);
    const r = await uploadsApi.upload(kind.key as StatementKindKey, file, file.name, { dryRun: true });
    if (!r.ok) {
      setBusy(false);
      refusal(r.error);
      return;
    }
    if (r.data.data.replaced.length > 0) {
      setBusy(false);
      setReplacing(r.data.data.replaced);
      return;
    }
    await upload();
  };

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    setResult(null);
    const r = await uploadsApi.upload(kind.key as StatementKindKey, file, file.name);
    setBusy(false);
    if (r.ok) {
      setResult({ ok: true, message: r.data.message, summary: r.data.data });
      setFile(null);
      setMissingParam(null);
      coverage.reload();
    } else refusal(r.error);
  };

  return (
    <>
      <PageHeader title="ファイルアップロード" description="精算書・明細書を種類ごとにZIPでまとめて取り込みます。" />
      <Stack gap={6}>
        <Stack gap={6} width="page">
          <Card title="取り込み" headingLevel={2} id="upload">
            <Stack gap={5}>
              <Stack width="lg">
                <Select
                  label="種類"
                  options={statementKinds.map((k) => ({ value: k.key, label: k.label }))}
                  value={kind.key}
                  onChange={(v) => {
                    setKindParam(v);
                    setMissingParam(null);
                    setResult(null);
                  }}
                  required
                />
              </Stack>
              {missing ? (
                <Alert tone="warning" role="none" title="未登録のファイル" ref={missingNote} tabIndex={-1}>
                  {missing[1]}
                  {missingAgency ? `（${missingAgency.name}）` : ''}の{missing[2]}年{Number(missing[3])}月分（
                  {kind.label}
                  ）がまだありません。ファイル名を「{missing[0]}.{kind.format}」にしてZIPに入れ、下で選んでください。
                </Alert>
              ) : null}
              <ZipHelp kind={kind} />
              <FileDropzone
                label="ZIPファイル"
                accept=".zip,application/zip"
                acceptLabel="ZIP"
                maxSize={uploadLimits.maxZipBytes}
                onFilesAccepted={(files) => {
                  setFile(files[0] ?? null);
                  setResult(null);
                }}
              />
              {file ? (
                <Text>
                  選択中: <strong>{file.name}</strong>（{formatNumber(Math.max(1, Math.round(file.size / 1024)))}KB）
                </Text>
              ) : null}
              {busy ? <ProgressBar label="アップロードして確認しています" /> : null}
              <div>
                <Button startIcon={<UploadIcon aria-hidden="true" />} disabled={!file} loading={busy} onClick={check}>
                  {kind.label}を取り込む
                </Button>
              </div>
            </Stack>
          </Card>
          {result ? <UploadResult result={result} /> : null}
        </Stack>
        <Stack as="section" aria-labelledby="coverage-heading" gap={3}>
          <Heading level={2} size="lg" id="coverage-heading">
            登録状況
          </Heading>
          <Text tone="muted" size="sm">
            選択中の種類の公開状況を、代理店ごとに先月から{coverageMonthCount}
            か月分表示します。✓は登録済み（最終アップロード日時）、「未登録」を押すとその月のファイルを取り込めます。1行目の「合計」は全
            {statementKinds.length}種類のファイル数（登録数 / 代理店数×{statementKinds.length}）です。
          </Text>
          <StatementCoverage
            kind={kind}
            data={coverage.data?.data ?? null}
            loading={coverage.loading}
            failed={coverage.failed}
            onRetry={coverage.reload}
          />
        </Stack>
      </Stack>
      <ConfirmDialog
        open={replacing !== null}
        onOpenChange={(open) => !open && setReplacing(null)}
        title="公開済みの明細を置き換えますか？"
        message={replacing ? <ReplaceMessage replacing={replacing} kind={kind} /> : ''}
        confirmLabel="置き換えて取り込む"
        tone="danger"
        onConfirm={async () => {
          setReplacing(null);
          await upload();
        }}
      />
    </>
  );
}
