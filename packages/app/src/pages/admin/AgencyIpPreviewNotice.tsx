import { type AgencyIpPreview, IP_PREVIEW_DAYS } from '@olive/api';
import { Alert, List, Stack, Text } from '@olive/ui';

/**
 * What adding an address would do, shown before it is saved: the admin's own address, an overlap
 * with an existing entry, and every recruiter of the agency who used the portal from outside the new
 * list in the last 30 days (from the action log) and would be locked out.
 */
export function AgencyIpPreviewNotice({ preview, agencyName }: { preview: AgencyIpPreview; agencyName: string }) {
  return (
    <Stack gap={3}>
      <Text>
        {agencyName} の許可IPアドレスに <strong>{preview.ipAddress}</strong> を追加します。
      </Text>
      <Text tone="muted" size="sm">
        あなたのIPアドレス: {preview.yourIp}
        （オリーブユーザーのログインはこの一覧の制限を受けません）
      </Text>
      {preview.firstEntry ? (
        <Alert tone="warning" role="none">
          この代理店の最初の登録です。追加すると、この代理店の募集人は登録したIPアドレスからのみ利用できるようになります。
        </Alert>
      ) : null}
      {preview.overlaps.length > 0 ? (
        <Alert tone="info" role="none">
          登録済みの {preview.overlaps.join('、')} と範囲が重なっています。
        </Alert>
      ) : null}
      {preview.lockedOut.length > 0 ? (
        <Alert
          tone="danger"
          role="none"
          title={`次の募集人${preview.lockedOut.length}人は、追加後にログインできなくなります`}
        >
          <Stack gap={2}>
            <Text size="sm">過去{IP_PREVIEW_DAYS}日間に、追加後の一覧にないIPアドレスから利用しています。</Text>
            <List aria-label="ログインできなくなる募集人" gap={1}>
              {preview.lockedOut.map((r) => (
                <li key={r.id}>
                  {r.name}（{r.email}）: {r.ip}（最終利用 {r.lastSeenAt}）
                </li>
              ))}
            </List>
          </Stack>
        </Alert>
      ) : (
        <Text size="sm">過去{IP_PREVIEW_DAYS}日間に、追加後の一覧にないIPアドレスから利用した募集人はいません。</Text>
      )}
    </Stack>
  );
}
