import { accountSortKeys, href, type OliveUser, type ProviderRole, paths, providerRoleOptions } from '@olive/api';
import {
  Button,
  ConfirmDialog,
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
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { oliveUsersApi } from '../../api/oliveUsers';
import { useReportError } from '../../errors/useReportError';
import { useApiData } from '../../hooks/useApiData';
import { usePageParam, useQueryParam } from '../../hooks/usePageParam';
import { AppLink } from '../../shell/RouterLink';
import { authAtom } from '../../state/auth';
import { oliveUserIdsAtom } from '../../state/lists';
import { ListFooter } from '../ListFooter';
import { perPageQuery, useListParams } from '../listParams';
import { AccountRowActions, accountColumns } from './accountsShared';

/**
 * The list's columns, row key and empty state, made once: the table keeps its rows while the screen
 * renders again around it (typing in the search), as on the contract list.
 */
const oliveUserColumns: TableColumn<OliveUser>[] = [
  accountColumns.name,
  accountColumns.email,
  accountColumns.role,
  accountColumns.verified,
  { key: 'mfa', header: '二段階認証', cell: (u) => (u.isMfaActive ? '有効' : '無効') },
  accountColumns.login,
];
const oliveUserRowKey = (row: OliveUser) => String(row.id);
const noOliveUserFound = <EmptyState title="該当するユーザーはいません" size="compact" />;

/** docs/product.md §2 /admin/olive-users: provider users with filters, paging in the URL, edit and delete. */
export default function OliveUsersPage() {
  const [page, setPage] = usePageParam();
  const listing = useListParams(accountSortKeys);
  const [keyword, setKeyword] = useQueryParam('keyword');
  const [role, setRole] = useQueryParam('role');
  const [text, setText] = useState(keyword ?? '');
  const [target, setTarget] = useState<OliveUser | null>(null);
  const report = useReportError();
  const meId = useAtomValue(authAtom).user?.id;
  const setIds = useSetAtom(oliveUserIdsAtom);
  const query = {
    keyword: keyword || undefined,
    roleType: (role || undefined) as ProviderRole | undefined,
    page,
    ...(listing.sort ?? {}),
    ...perPageQuery(listing.perPage),
  };
  const { data, loading, failed, reload } = useApiData(() => oliveUsersApi.list(query), JSON.stringify(query));
  useEffect(() => {
    if (data) setIds(data.data.map((u) => u.id));
  }, [data, setIds]);

  const [, navigate] = useLocation();
  const openOliveUser = useCallback(
    (u: OliveUser) => navigate(href(paths.adminOliveUser, { oliveUserId: u.id })),
    [navigate],
  );
  const rowActions = useCallback(
    (u: OliveUser) => (
      <AccountRowActions
        name={u.name}
        editHref={href(paths.adminOliveUser, { oliveUserId: u.id })}
        onDelete={u.id === meId ? undefined : () => setTarget(u)}
      />
    ),
    [meId],
  );

  return (
    <>
      <PageHeader
        title="オリーブユーザー一覧"
        actions={
          <AppLink href={paths.adminOliveUserNew} variant="standalone">
            ＋ 新規登録
          </AppLink>
        }
      />
      <Stack gap={4}>
        <Inline
          as="form"
          gap={3}
          align="end"
          aria-label="オリーブユーザーの検索"
          onSubmit={(e) => {
            e.preventDefault();
            setKeyword(text);
          }}
        >
          <Stack width="md">
            <TextField
              label="氏名・メールアドレス"
              value={text}
              onChange={(e) => setText(e.target.value)}
              startAdornment={<SearchIcon />}
            />
          </Stack>
          <Stack width="xs">
            <Select
              label="権限"
              options={[{ value: '', label: 'すべて' }, ...providerRoleOptions]}
              value={role ?? ''}
              onChange={(v) => setRole(v || null)}
            />
          </Stack>
          <Button type="submit" variant="secondary">
            検索
          </Button>
        </Inline>
        <Table<OliveUser>
          caption="オリーブユーザー一覧"
          hideCaption
          loading={loading}
          failed={failed}
          onRetry={reload}
          sort={listing.tableSort}
          onSortChange={listing.setTableSort}
          rows={data?.data ?? []}
          rowKey={oliveUserRowKey}
          empty={noOliveUserFound}
          columns={oliveUserColumns}
          rowActions={rowActions}
          narrow="cards"
          onRowClick={openOliveUser}
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
        title="ユーザーを削除しますか？"
        message={target ? `${target.name}（${target.email}）を削除します。この操作は取り消せません。` : ''}
        confirmLabel="削除する"
        tone="danger"
        onConfirm={async () => {
          if (!target) return;
          const r = report(await oliveUsersApi.delete(target.id));
          if (!r) throw new Error('refused');
          toast.success(r.message);
          reload();
        }}
      />
    </>
  );
}
