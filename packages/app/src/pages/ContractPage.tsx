import {
  type ContractDetail,
  closedContractStatuses,
  contractStatusLabels,
  formatYen,
  hozenKindLabels,
  mayCallEndpoint,
  type PaymentMethod,
  paths,
  paymentMethodLabels,
  paymentMethods,
} from '@olive/api';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  fontSize,
  Heading,
  PageHeader,
  PaymentStatusBadge,
  RadioGroup,
  Skeleton,
  Stack,
  Table,
  Text,
  toast,
  vars,
} from '@olive/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { contractsApi } from '../api/contracts';
import { useReportError } from '../errors/useReportError';
import { useAgency } from '../hooks/useAgency';
import { useApiData } from '../hooks/useApiData';
import type { PageProps } from '../routes/pages';
import { AppLink } from '../shell/RouterLink';
import { listHref } from '../state/listReturn';
import { NotFoundPage, notFound, orNotFound, rowId } from './ErrorPages';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(240px, 100%), 1fr));
  gap: 16px 24px;
  margin: 0;

  & div { display: grid; gap: 2px; }
  & dt { font-size: ${fontSize.sm}; color: ${vars.color.text.muted}; }
  & dd { margin: 0; font-weight: 500; }
`;

const fact = (label: string, value: React.ReactNode) => (
  <div>
    <dt>{label}</dt>
    <dd>{value}</dd>
  </div>
);

/** 支払方法を変更 and 解約を申請, off for a contract that takes no more requests. */
function HozenButtons({ closed, onMethod, onCancel }: { closed: boolean; onMethod: () => void; onCancel: () => void }) {
  return (
    <>
      <Button variant="secondary" disabled={closed} onClick={onMethod}>
        支払方法を変更
      </Button>
      <Button variant="danger" disabled={closed} onClick={onCancel}>
        解約を申請
      </Button>
    </>
  );
}

/** The contract's facts and its history of hozen requests. */
function ContractDetails({ c }: { c: ContractDetail }) {
  return (
    <Stack gap={6}>
      <Card title="契約内容" headingLevel={2}>
        <Facts>
          {fact('管理番号', c.managementNumber)}
          {fact(
            '契約ステータス',
            <Badge tone={c.status === 'active' ? 'success' : 'neutral'}>{contractStatusLabels[c.status]}</Badge>,
          )}
          {fact('引去状況', <PaymentStatusBadge status={c.hikisariStatus} size="md" />)}
          {fact('契約者名', `${c.policyholderName}（${c.policyholderKana}）`)}
          {fact('被保険者名', c.insuredName)}
          {fact('商品', `${c.productName}（${c.planName}）`)}
          {fact('支払方法', paymentMethodLabels[c.paymentMethod])}
          {fact('月額保険料', formatYen(c.monthlyPremium))}
          {fact('初回契約日', c.firstContractDate ?? '—')}
          {fact('初回入金日', c.firstPaymentDate ?? '—')}
          {fact('募集人', c.recruiterName)}
        </Facts>
      </Card>
      <Stack as="section" aria-labelledby="hozen-heading" gap={3}>
        <Heading level={2} size="lg" id="hozen-heading">
          保全手続きの履歴
        </Heading>
        <Table
          caption="保全手続きの履歴"
          hideCaption
          rows={c.hozenRequests}
          rowKey={(h) => String(h.id)}
          empty="保全手続きの履歴はありません。"
          columns={[
            { key: 'at', header: '受付日時', cell: (h) => h.requestedAt, rowHeader: true },
            { key: 'kind', header: '手続き', cell: (h) => hozenKindLabels[h.kind] },
            {
              key: 'detail',
              header: '内容',
              cell: (h) => (h.paymentMethod ? `${paymentMethodLabels[h.paymentMethod]}に変更` : '—'),
            },
            { key: 'by', header: '申請者', cell: (h) => h.requestedBy },
          ]}
        />
      </Stack>
    </Stack>
  );
}

/** 解約 and 支払方法 behind their confirmations; a refusal goes to the error dialog (docs/product.md §8). */
function HozenDialogs(props: {
  c: ContractDetail;
  dialog: 'cancel' | 'method' | null;
  setDialog: (dialog: 'cancel' | 'method' | null) => void;
  method: PaymentMethod | '';
  setMethod: (method: PaymentMethod) => void;
  reload: () => void;
}) {
  const { c, dialog, setDialog, method, setMethod, reload } = props;
  const report = useReportError();
  return (
    <>
      <ConfirmDialog
        open={dialog === 'cancel'}
        onOpenChange={(open) => setDialog(open ? 'cancel' : null)}
        title="解約を申請しますか？"
        message={`管理番号 ${c.managementNumber}（${c.policyholderName} 様）の契約について解約を申請します。申請後の状態は「解約申請中」になり、取り消せません。`}
        confirmLabel="解約を申請する"
        tone="danger"
        onConfirm={async () => {
          const r = report(await contractsApi.cancel({ managementNumber: c.managementNumber }));
          if (!r) throw new Error('refused');
          toast.success(r.message);
          reload();
        }}
      />
      <ConfirmDialog
        open={dialog === 'method'}
        onOpenChange={(open) => setDialog(open ? 'method' : null)}
        title="支払方法を変更しますか？"
        message={
          <Stack gap={3}>
            <Text>現在の支払方法：{paymentMethodLabels[c.paymentMethod]}</Text>
            <RadioGroup
              legend="変更後の支払方法"
              options={paymentMethods.map((m) => ({
                value: m,
                label: paymentMethodLabels[m],
                disabled: m === c.paymentMethod,
              }))}
              value={method}
              onChange={(v) => setMethod(v as PaymentMethod)}
            />
          </Stack>
        }
        confirmLabel="変更を申請する"
        onConfirm={async () => {
          if (!method) throw new Error('no method');
          const r = report(
            await contractsApi.changePaymentMethod({
              managementNumber: c.managementNumber,
              paymentMethod: method,
            }),
          );
          if (!r) throw new Error('refused');
          toast.success(r.message);
          reload();
        }}
      />
    </>
  );
}

/**
 * The contract of the URL for the agency on screen: missing (no such id, or not this agency's), its
 * detail once loaded, and whether the user may ask for hozen on it and whether it still takes them.
 */
function useContract(contractId: string | undefined) {
  const id = rowId(contractId);
  const agency = useAgency();
  const { data, loading, reload } = useApiData(
    () => (id === null ? null : orNotFound(contractsApi.show(id, { agencyCode: agency.code }))),
    `${id}`,
  );
  const c: ContractDetail | undefined = data === null || data === notFound ? undefined : data.data;
  const role = agency.user?.roleType;
  const mayHozen = !!role && mayCallEndpoint('contracts.cancel', { role, agencyCode: agency.user?.agencyCode }).allowed;
  const closed = !!c && (closedContractStatuses.includes(c.status) || c.status === 'cancellation-requested');
  return { missing: id === null || data === notFound, c, loading, reload, mayHozen, closed };
}

/**
 * docs/product.md §2 /contracts/{id}: the contract, its hozen history, and the two hozen requests. An id
 * that names no contract of the agency shows the 404 page. The back link returns to the list's
 * page and filters (state/listReturn.ts).
 */
export default function ContractPage({ params }: PageProps) {
  const { missing, c, loading, reload, mayHozen, closed } = useContract(params.contractId);
  const [dialog, setDialog] = useState<'cancel' | 'method' | null>(null);
  const [method, setMethod] = useState<PaymentMethod | ''>('');
  const backHref = listHref(paths.contracts, {});
  if (missing) return <NotFoundPage />;

  return (
    <>
      <PageHeader
        back={
          <AppLink href={backHref} variant="standalone">
            ← 契約内容一覧
          </AppLink>
        }
        title={c ? `契約詳細 ${c.managementNumber}` : '契約詳細'}
        actions={
          c && mayHozen ? (
            <HozenButtons
              closed={closed}
              onMethod={() => {
                setMethod(c.paymentMethod === '1' ? '2' : '1');
                setDialog('method');
              }}
              onCancel={() => setDialog('cancel')}
            />
          ) : undefined
        }
        description={
          closed && mayHozen
            ? 'この契約は保全手続きを受け付けていません（解約申請中・解約・失効・不成立）。'
            : undefined
        }
      />
      {loading && !c ? (
        <Skeleton height="240px" label="契約の詳細を読み込み中" />
      ) : c ? (
        <ContractDetails c={c} />
      ) : null}
      {c ? (
        <HozenDialogs
          c={c}
          dialog={dialog}
          setDialog={setDialog}
          method={method}
          setMethod={setMethod}
          reload={reload}
        />
      ) : null}
    </>
  );
}
