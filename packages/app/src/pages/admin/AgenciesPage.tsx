import { type Agency, dateFormats, formatTokyo, paths } from '@olive/api';
import { Button, EmptyState, Inline, PageHeader, SearchIcon, Stack, Table, TextField } from '@olive/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { agenciesApi } from '../../api/agencies';
import { useApiData } from '../../hooks/useApiData';
import { useQueryParam } from '../../hooks/usePageParam';
import { agenciesAtom, selectedAgencyCodeAtom } from '../../state/agency';

/** SPEC.md §2 /admin/agencies: search, then select an agency to work on its screens. */
export default function AgenciesPage() {
  const { data, loading } = useApiData(() => agenciesApi.list(), 'agencies');
  const setAgencies = useSetAtom(agenciesAtom);
  const setSelected = useSetAtom(selectedAgencyCodeAtom);
  const selected = useAtomValue(selectedAgencyCodeAtom);
  const [, navigate] = useLocation();
  const [q, setQ] = useQueryParam('q');
  const [text, setText] = useState(q ?? '');
  useEffect(() => {
    if (data) setAgencies(data.data);
  }, [data, setAgencies]);
  const keyword = (q ?? '').trim().toLowerCase();
  const rows = (data?.data ?? []).filter(
    (a) => !keyword || a.agencyCode.toLowerCase().includes(keyword) || a.name.toLowerCase().includes(keyword),
  );
  const choose = (a: Agency) => {
    setSelected(a.agencyCode);
    navigate(paths.home);
  };
  return (
    <>
      <PageHeader
        title="代理店一覧"
        description="代理店を選択すると、その代理店のホーム・契約・手数料等を表示します。"
      />
      <Stack gap={4}>
        <Inline
          as="form"
          gap={2}
          align="end"
          aria-label="代理店の検索"
          onSubmit={(e) => {
            e.preventDefault();
            setQ(text);
          }}
        >
          <Stack width="md">
            <TextField
              label="代理店コード・代理店名"
              value={text}
              onChange={(e) => setText(e.target.value)}
              startAdornment={<SearchIcon />}
            />
          </Stack>
          <Button type="submit" variant="secondary">
            検索
          </Button>
        </Inline>
        <Table<Agency>
          caption="代理店一覧"
          hideCaption
          loading={loading}
          rows={rows}
          rowKey={(a) => a.agencyCode}
          empty={<EmptyState title="該当する代理店はありません" size="compact" />}
          columns={[
            { key: 'code', header: '代理店コード', cell: (a) => a.agencyCode, rowHeader: true },
            { key: 'name', header: '代理店名', cell: (a) => a.name },
            { key: 'created', header: '登録日', cell: (a) => formatTokyo(a.createdAt, dateFormats.date) },
            { key: 'updated', header: '更新日', cell: (a) => formatTokyo(a.updatedAt, dateFormats.date) },
          ]}
          rowActions={(a) => (
            <Button
              size="sm"
              variant={selected === a.agencyCode ? 'secondary' : 'primary'}
              onClick={() => choose(a)}
              aria-label={`${a.name} ${selected === a.agencyCode ? '選択中' : '選択'}`}
            >
              {selected === a.agencyCode ? '選択中' : '選択'}
            </Button>
          )}
        />
      </Stack>
    </>
  );
}
