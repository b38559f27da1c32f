import { Badge } from '@olive/ui';

export const phoneStatusLabels = { verified: '認証済み', unverified: '未認証', unregistered: '未登録' } as const;

export function VerifiedBadge({ ok, label }: { ok: boolean; label: string }) {
  return (
    <Badge tone={ok ? 'success' : 'warning'} size="sm">
      {label}
      {ok ? '済' : '未'}
    </Badge>
  );
}
