import { accountSortKeys, href, type OliveUser, type ProviderRole, paths, providerRoleOptions } from '@olive/api';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  Inline,
  PageHeader,
  RoleBadge,
  SearchIcon,
  Select,
  Stack,
  Table,
  type TableColumn,
  type TableSort,
  TextField,
  toast,
} from '@olive/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { oliveUsersApi } from '../../api/oliveUsers';
import { useReportError } from '../../errors/useReportError';
import { useApiData } from '../../hooks/useApiData';
import { usePageParam, useQueryParam } from '../../hooks/usePageParam';
import { AppLink } from '../../shell/RouterLink';
import { authAtom } from '../../state/auth';
import { oliveUserIdsAtom } from '../../state/lists';
import { ListFooter } from '../ListFooter';
import { listSort, perPageQuery, tableSort, useListParams } from '../listParams';
import { AccountRowActions, VerifiedBadge } from './accountsShared';

/**
 * The list's columns, row key and empty state, made once: the table keeps its rows while the screen
 * renders again around it (typing in the search), as on the contract list (issue 19).
 */
const oliveUserColumns: TableColumn<OliveUser>[] = [
  { key: 'name', header: '氏名', cell: (u) => u.name, rowHeader: true, sortKey: 'name' },
  { key: 'email', header: 'メールアドレス', cell: (u) => u.email },
  { key: 'role', header: '権限', cell: (u) => <RoleBadge role={u.roleType} size="sm" /> },
  {
    key: 'verified',
    header: '認証',
    cell: (u) => (
      <Inline as="span" gap={1} wrap={false}>
        <VerifiedBadge ok={u.isEmailVerified} label="メール" />
        <VerifiedBadge ok={u.phoneNumberStatus === 'verified'} label="電話" />
      </Inline>
    ),
  },
  { key: 'mfa', header: '二段階認証', cell: (u) => (u.isMfaActive ? '有効' : '無効') },
  { key: 'login', header: '最終ログイン', cell: (u) => u.lastLoginAt ?? '—', sortKey: 'lastLoginAt' },
];
const oliveUserRowKey = (row: OliveUser) => String(row.id);
const noOliveUsers: OliveUser[] = [];
const noOliveUserFound = <EmptyState title="該当するユーザーはいません" size="compact" />;

/** SPEC.md §2 /admin/olive-users: provider users with filters, paging in the URL, edit and delete. */
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

  const sort = useMemo(() => tableSort(listing.sort), [listing.sort]);
  const { setSort } = listing;
  const changeSort = useCallback((next: TableSort | null) => setSort(listSort(next)), [setSort]);
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
          sort={sort}
          onSortChange={changeSort}
          rows={data?.data ?? noOliveUsers}
          rowKey={oliveUserRowKey}
          minWidth="960px"
          empty={noOliveUserFound}
          columns={oliveUserColumns}
          rowActions={rowActions}
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
