import { type AgencyIp, type AgencyIpPreview, agencyIpBody, dateFormats, formatTokyo } from '@olive/api';
import {
  Button,
  Card,
  Combobox,
  ConfirmDialog,
  EmptyState,
  Form,
  FormSubmitButton,
  FormTextField,
  PageHeader,
  Pagination,
  Stack,
  Table,
  type TableColumn,
  TrashIcon,
  toast,
} from '@olive/ui';
import type { FormApi } from 'final-form';
import { useCallback, useState } from 'react';
import { agencyIpsApi } from '../../api/agencyIps';
import { useReportError } from '../../errors/useReportError';
import { FormDraft } from '../../forms/FormDraft';
import { pick } from '../../forms/pick';
import { submissionErrors, validateWith } from '../../forms/validate';
import { useApiData } from '../../hooks/useApiData';
import { usePageParam, useQueryParam } from '../../hooks/usePageParam';
import { AgencyIpPreviewNotice } from './AgencyIpPreviewNotice';
import { useAgencies } from './useAgencies';

/** The list's columns, row key and empty state, made once (the table keeps its rows while a dialog opens). */
const agencyIpColumns: TableColumn<AgencyIp>[] = [
  { key: 'ip', header: 'IPアドレス', cell: (r) => r.ipAddress, rowHeader: true },
  { key: 'created', header: '登録日時', cell: (r) => formatTokyo(r.createdAt, dateFormats.dateTimeSeconds) },
];
const agencyIpRowKey = (r: AgencyIp) => String(r.id);
const noAgencyIp = (
  <EmptyState title="登録はありません" description="すべてのIPアドレスから利用できます。" size="compact" />
);

/** docs/product.md §2 /admin/agency-ip: an agency's allowed addresses; add with validation, delete. */
export default function AgencyIpPage() {
  const agencies = useAgencies();
  const [agencyParam, setAgency] = useQueryParam('agency');
  const agencyCode = agencyParam ?? agencies[0]?.agencyCode ?? '';
  const [page, setPage] = usePageParam();
  const report = useReportError();
  const [target, setTarget] = useState<AgencyIp | null>(null);
  // The add form's answer from the preview call, waiting for the admin's yes.
  const [pending, setPending] = useState<{ preview: AgencyIpPreview; form: FormApi<{ ipAddress?: string }> } | null>(
    null,
  );
  const { data, loading, reload } = useApiData(
    () => (agencyCode ? agencyIpsApi.list({ agencyCode, page }) : null),
    `${agencyCode}:${page}`,
  );
  const agencyName = agencies.find((a) => a.agencyCode === agencyCode)?.name ?? '';
  const rowActions = useCallback(
    (r: AgencyIp) => (
      <Button
        size="sm"
        variant="ghost"
        startIcon={<TrashIcon aria-hidden="true" />}
        aria-label={`${r.ipAddress}を削除`}
        onClick={() => setTarget(r)}
      >
        削除
      </Button>
    ),
    [],
  );
  return (
    <>
      <PageHeader
        title="代理店IP一覧"
        description="登録があると、その代理店の募集人は登録したIPアドレスからのみログイン・利用できます（登録がなければ制限しません）。"
      />
      <Stack gap={6} width="page">
        <Stack width="lg">
          <Combobox
            label="代理店"
            options={agencies.map((a) => ({ value: a.agencyCode, label: `${a.agencyCode} ${a.name}` }))}
            value={agencyCode}
            onChange={(v) => setAgency(v)}
          />
        </Stack>
        <Card title={`IPアドレスを追加（${agencyName}）`} headingLevel={2}>
          <Form<{ ipAddress?: string }>
            key={agencyCode}
            aria-label="IPアドレスを追加"
            validate={(v) => pick(validateWith(agencyIpBody)({ agencyCode, ...v }), ['ipAddress'])}
            onSubmit={async (v, form) => {
              // Nothing is saved yet: the preview says who would be locked out, and the dialog asks.
              const r = await agencyIpsApi.preview({ agencyCode, ipAddress: v.ipAddress ?? '' });
              if (!r.ok) return submissionErrors(r.error);
              setPending({ preview: r.data, form });
              return undefined;
            }}
          >
            <FormDraft />
            <FormTextField
              name="ipAddress"
              label="IPアドレス"
              description="IPv4・IPv6、CIDR表記（例: 203.0.113.0/24）で入力してください。"
              required
              autoComplete="off"
            />
            <div>
              <FormSubmitButton>追加する</FormSubmitButton>
            </div>
          </Form>
        </Card>
        <Table<AgencyIp>
          caption={`${agencyName}の許可IPアドレス`}
          loading={loading}
          rows={data?.data ?? []}
          rowKey={agencyIpRowKey}
          empty={noAgencyIp}
          columns={agencyIpColumns}
          rowActions={rowActions}
          narrow="cards"
        />
        {data && data.meta.lastPage > 1 ? (
          <Pagination page={page} pageCount={data.meta.lastPage} onPageChange={setPage} />
        ) : null}
      </Stack>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title="IPアドレスを追加しますか？"
        message={pending ? <AgencyIpPreviewNotice preview={pending.preview} agencyName={agencyName} /> : ''}
        confirmLabel="追加する"
        tone={pending && pending.preview.lockedOut.length > 0 ? 'danger' : 'default'}
        onConfirm={async () => {
          if (!pending) return;
          const r = report(await agencyIpsApi.create({ agencyCode, ipAddress: pending.preview.ipAddress }));
          if (!r) throw new Error('refused');
          toast.success(`${r.data.ipAddress} を追加しました。`);
          const { form } = pending;
          setTimeout(() => form.restart());
          reload();
        }}
      />
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title="IPアドレスを削除しますか？"
        message={target ? `${agencyName} の ${target.ipAddress} を削除します。` : ''}
        confirmLabel="削除する"
        tone="danger"
        onConfirm={async () => {
          if (!target) return;
          const r = report(
            await agencyIpsApi.delete(target.id, { agencyCode: target.agencyCode, ipAddress: target.ipAddress }),
          );
          if (!r) throw new Error('refused');
          toast.success(r.message);
          reload();
        }}
      />
    </>
  );
}
