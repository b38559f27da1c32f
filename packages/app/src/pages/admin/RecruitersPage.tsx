import { accountSortKeys, href, paths, type Recruiter, type RecruiterRole, recruiterRoleOptions } from '@olive/api';
import {
  Button,
  CheckboxGroup,
  Combobox,
  ConfirmDialog,
  Dialog,
  DownloadIcon,
  EmptyState,
  Inline,
  PageHeader,
  SearchIcon,
  Select,
  Stack,
  Table,
  type TableColumn,
  TextField,
  toast,
} from '@olive/ui';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { recruitersApi } from '../../api/recruiters';
import { useReportError } from '../../errors/useReportError';
import { useApiData } from '../../hooks/useApiData';
import { useDownload } from '../../hooks/useDownload';
import { usePageParam, useQueryParam } from '../../hooks/usePageParam';
import { AppLink } from '../../shell/RouterLink';
import { recruiterIdsAtom } from '../../state/lists';
import { ListFooter } from '../ListFooter';
import { perPageQuery, useListParams } from '../listParams';
import { AccountRowActions, accountColumns } from './accountsShared';
import { useAgencies } from './useAgencies';

/**
 * The list's columns, row key and empty state, made once: the table keeps its rows while the screen
 * renders again around it (typing in the search), as on the contract list.
 */
const recruiterColumns: TableColumn<Recruiter>[] = [
  accountColumns.name,
  { key: 'agency', header: '代理店', cell: (u) => `${u.agencyCode} ${u.agencyName}`, wrap: true },
  accountColumns.email,
  accountColumns.role,
  accountColumns.verified,
  accountColumns.login,
];
const recruiterRowKey = (row: Recruiter) => String(row.id);
const noRecruiterFound = <EmptyState title="該当する募集人はいません" size="compact" />;

/** docs/product.md §2 /admin/recruiters: recruiters by agency, role and keyword; edit, delete, CSV for chosen agencies. */
export default function RecruitersPage() {
  const agencies = useAgencies();
  const [page, setPage] = usePageParam();
  const listing = useListParams(accountSortKeys);
  const [keyword, setKeyword] = useQueryParam('keyword');
  const [agencyCode, setAgencyCode] = useQueryParam('agency');
  const [role, setRole] = useQueryParam('role');
  const [text, setText] = useState(keyword ?? '');
  const [target, setTarget] = useState<Recruiter | null>(null);
  const [csvOpen, setCsvOpen] = useState(false);
  const [csvAgencies, setCsvAgencies] = useState<string[]>([]);
  const report = useReportError();
  const download = useDownload();
  const setIds = useSetAtom(recruiterIdsAtom);
  const query = {
    keyword: keyword || undefined,
    agencyCode: agencyCode || undefined,
    roleType: (role || undefined) as RecruiterRole | undefined,
    page,
    ...(listing.sort ?? {}),
    ...perPageQuery(listing.perPage),
  };
  const { data, loading, failed, reload } = useApiData(() => recruitersApi.list(query), JSON.stringify(query));
  useEffect(() => {
    if (data) setIds(data.data.map((u) => u.id));
  }, [data, setIds]);

  const [, navigate] = useLocation();
  const openRecruiter = useCallback(
    (u: Recruiter) => navigate(href(paths.adminRecruiter, { recruiterId: u.id }, { agency: u.agencyCode })),
    [navigate],
  );
  const rowActions = useCallback(
    (u: Recruiter) => (
      <AccountRowActions
        name={u.name}
        editHref={href(paths.adminRecruiter, { recruiterId: u.id }, { agency: u.agencyCode })}
        onDelete={() => setTarget(u)}
      />
    ),
    [],
  );

  return (
    <>
      <PageHeader
        title="募集人一覧"
        actions={
          <>
            <Button
              variant="secondary"
              startIcon={<DownloadIcon aria-hidden="true" />}
              onClick={() => {
                // The agency the list is filtered to is the one the admin most likely wants.
                setCsvAgencies(agencyCode ? [agencyCode] : []);
                setCsvOpen(true);
              }}
            >
              CSVダウンロード
            </Button>
            <AppLink href={paths.adminRecruiterNew} variant="standalone">
              ＋ 新規登録
            </AppLink>
          </>
        }
      />
      <Stack gap={4}>
        <Inline
          as="form"
          gap={3}
          align="end"
          aria-label="募集人の検索"
          onSubmit={(e) => {
            e.preventDefault();
            setKeyword(text);
          }}
        >
          <Stack width="sm">
            <TextField
              label="氏名・メールアドレス"
              value={text}
              onChange={(e) => setText(e.target.value)}
              startAdornment={<SearchIcon />}
            />
          </Stack>
          <Stack width="md">
            <Combobox
              label="代理店"
              options={[
                { value: '', label: 'すべて' },
                ...agencies.map((a) => ({ value: a.agencyCode, label: `${a.agencyCode} ${a.name}` })),
              ]}
              value={agencyCode ?? ''}
              onChange={(v) => setAgencyCode(v || null)}
            />
          </Stack>
          <Stack width="xs">
            <Select
              label="権限"
              options={[{ value: '', label: 'すべて' }, ...recruiterRoleOptions]}
              value={role ?? ''}
              onChange={(v) => setRole(v || null)}
            />
          </Stack>
          <Button type="submit" variant="secondary">
            検索
          </Button>
        </Inline>
        <Table<Recruiter>
          caption="募集人一覧"
          hideCaption
          loading={loading}
          failed={failed}
          onRetry={reload}
          sort={listing.tableSort}
          onSortChange={listing.setTableSort}
          rows={data?.data ?? []}
          rowKey={recruiterRowKey}
          empty={noRecruiterFound}
          columns={recruiterColumns}
          rowActions={rowActions}
          narrow="cards"
          onRowClick={openRecruiter}
        />
        <ListFooter
          meta={data?.meta}
          page={page}
          onPageChange={setPage}
          perPage={listing.perPage}
          onPerPageChange={listing.setPerPage}
        />
      </Stack>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title="募集人を削除しますか？"
        message={
          target
            ? `${target.agencyName} の ${target.name}（${target.email}）を削除します。この操作は取り消せません。`
            : ''
        }
        confirmLabel="削除する"
        tone="danger"
        onConfirm={async () => {
          if (!target) return;
          const r = report(await recruitersApi.delete(target.id, { agencyCode: target.agencyCode }));
          if (!r) throw new Error('refused');
          toast.success(r.message);
          reload();
        }}
      />
      <Dialog
        open={csvOpen}
        onOpenChange={setCsvOpen}
        title="募集人一覧をCSVでダウンロード"
        description="出力する代理店を選んでください。"
        size="lg"
        footer={
          <>
            <Button
              variant="secondary"
              onClick={() =>
                setCsvAgencies(csvAgencies.length === agencies.length ? [] : agencies.map((a) => a.agencyCode))
              }
            >
              {csvAgencies.length === agencies.length ? 'すべて解除' : 'すべて選択'}
            </Button>
            <Button
              startIcon={<DownloadIcon aria-hidden="true" />}
              disabled={csvAgencies.length === 0}
              loading={download.busy === 'csv'}
              onClick={async () => {
                if (await download.run('csv', () => recruitersApi.download({ agencyCodeList: csvAgencies })))
                  setCsvOpen(false);
              }}
            >
              ダウンロード（{csvAgencies.length}代理店）
            </Button>
          </>
        }
      >
        <CheckboxGroup
          legend="代理店"
          hideLegend
          options={agencies.map((a) => ({ value: a.agencyCode, label: `${a.agencyCode} ${a.name}` }))}
          value={csvAgencies}
          onChange={setCsvAgencies}
        />
      </Dialog>
    </>
  );
}
