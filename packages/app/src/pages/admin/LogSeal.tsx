import { auditLabels, auditProblemText, formatNumber } from '@olive/api';
import { Alert, Text } from '@olive/ui';
import { actionLogsApi } from '../../api/actionLogs';
import { useApiData } from '../../hooks/useApiData';

/**
 * The super admin's indicator of the sealed log (docs/audit.md): the chain recomputed by
 * the server just now, and the first row changed, deleted or inserted out of turn when there is one.
 */
export function LogSeal() {
  const { data, loading, failed } = useApiData(() => actionLogsApi.seal(), 'log-seal');
  if (loading && !data) {
    return (
      <Alert tone="info" role="none" title="証跡の封印を検証しています…">
        <Text size="sm">すべての封印を記録から計算し直しています。</Text>
      </Alert>
    );
  }
  if (failed || !data) {
    return (
      <Alert tone="warning" title="証跡の封印を検証できませんでした">
        <Text size="sm">しばらくしてから画面を開き直してください。</Text>
      </Alert>
    );
  }
  const s = data.data;
  const extent =
    s.seals > 0
      ? `封印 ${formatNumber(s.seals)}件（ID 1〜${formatNumber(s.sealedThrough)}・${formatNumber(s.sealedRows)}行）、最新の封印 ${s.lastSealedAt}`
      : auditLabels.noSeal;
  const unsealed = `${auditLabels.unsealed} ${formatNumber(s.unsealedRows)}行（1分以内に封印されます）`;
  if (!s.ok && s.problem) {
    return (
      <Alert tone="danger" title={auditLabels.broken}>
        <Text>{auditProblemText(s.problem)}</Text>
        <Text size="sm" tone="muted">
          {extent}。検証 {s.checkedAt}。
        </Text>
      </Alert>
    );
  }
  return (
    <Alert tone="success" title={auditLabels.verified}>
      <Text size="sm">
        {extent}、{unsealed}。検証 {s.checkedAt}。
      </Text>
      {s.headDigest ? (
        <Text size="sm" tone="muted" data-part="digest">
          最新の封印ダイジェスト（SHA-256）: <code>{s.headDigest}</code>
        </Text>
      ) : null}
    </Alert>
  );
}
