import type { OliveUser, Recruiter } from '@olive/api';
import { Badge, Button, EditIcon, Inline, RoleBadge, type TableColumn, Text, TrashIcon } from '@olive/ui';
import { AppLink } from '../../shell/RouterLink';

export const phoneStatusLabels = { verified: '認証済み', unverified: '未認証', unregistered: '未登録' } as const;

export function VerifiedBadge({ ok, label }: { ok: boolean; label: string }) {
  return (
    <Badge tone={ok ? 'success' : 'warning'} size="sm">
      {label}
      {ok ? '済' : '未'}
    </Badge>
  );
}

/** What the provider-user and recruiter edit pages show, under the form, of an account's verification and sign-in. */
export function AccountStatusNote({
  account,
}: {
  account: Pick<OliveUser | Recruiter, 'isEmailVerified' | 'phoneNumberStatus' | 'lastLoginAt'>;
}) {
  return (
    <Text tone="muted">
      メールアドレス: {account.isEmailVerified ? '認証済み' : '未認証'}／電話番号:{' '}
      {phoneStatusLabels[account.phoneNumberStatus]}
      ／最終ログイン: {account.lastLoginAt ?? '—'}
    </Text>
  );
}

/**
 * The row actions of the provider-user and recruiter lists: 編集, and 削除 unless `onDelete` is left
 * out (nobody deletes their own account; the server refuses it too).
 */
export function AccountRowActions({
  name,
  editHref,
  onDelete,
}: {
  name: string;
  editHref: string;
  onDelete?: () => void;
}) {
  return (
    <Inline as="span" gap={1} wrap={false}>
      <AppLink href={editHref} variant="standalone" aria-label={`${name}を編集`}>
        <EditIcon aria-hidden="true" /> 編集
      </AppLink>
      {onDelete ? (
        <Button
          size="sm"
          variant="ghost"
          startIcon={<TrashIcon aria-hidden="true" />}
          onClick={onDelete}
          aria-label={`${name}を削除`}
        >
          削除
        </Button>
      ) : null}
    </Inline>
  );
}

/** What both account lists show of an account. */
type AccountRow = Pick<
  OliveUser | Recruiter,
  'name' | 'email' | 'roleType' | 'isEmailVerified' | 'phoneNumberStatus' | 'lastLoginAt'
>;

/** The columns the provider-user and recruiter lists share; each list adds its own between them. */
export const accountColumns = {
  name: { key: 'name', header: '氏名', cell: (u) => u.name, rowHeader: true, sortKey: 'name' },
  email: { key: 'email', header: 'メールアドレス', cell: (u) => u.email, wrap: true },
  role: { key: 'role', header: '権限', cell: (u) => <RoleBadge role={u.roleType} size="sm" /> },
  verified: {
    key: 'verified',
    header: '認証',
    cell: (u) => (
      <Inline as="span" gap={1} wrap={false}>
        <VerifiedBadge ok={u.isEmailVerified} label="メール" />
        <VerifiedBadge ok={u.phoneNumberStatus === 'verified'} label="電話" />
      </Inline>
    ),
  },
  login: { key: 'login', header: '最終ログイン', cell: (u) => u.lastLoginAt ?? '—', sortKey: 'lastLoginAt' },
} satisfies Record<string, TableColumn<AccountRow>>;
