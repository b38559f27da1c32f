import { Badge, Button, EditIcon, Inline, TrashIcon } from '@olive/ui';
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
