import { dateFormats, formatNumber, formatTokyo, type ManualGroup, manualGroupLabels, manualGroups } from '@olive/api';
import { Button, Card, CheckboxGroup, DownloadIcon, EmptyState, PageHeader, Skeleton, Stack, vars } from '@olive/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { manualsApi } from '../api/manuals';
import { useApiData } from '../hooks/useApiData';
import { useDownload } from '../hooks/useDownload';

const Groups = styled.div`
  display: grid;
  /* Columns of at least 320 px where there is room; one column as wide as the screen on a 320 px phone. */
  grid-template-columns: repeat(auto-fit, minmax(min(320px, 100%), 1fr));
  gap: 20px;

  & ul { display: grid; gap: 10px; margin: 0; padding: 0; list-style: none; }
  & li { display: flex; align-items: center; justify-content: space-between; gap: 12px; }
  & li small { color: ${vars.color.text.muted}; }
  /* The title wraps, never the button: 「ダウンロー／ド」 read as two words in a narrow card. */
  & li > button { flex-shrink: 0; white-space: nowrap; }
`;

const kb = (bytes: number) => `${formatNumber(Math.max(1, Math.round(bytes / 1024)))}KB`;

/** docs/product.md §2 /manual: the four groups, each file downloadable, and a zip of the ticked groups. */
export default function ManualPage() {
  const { data, loading } = useApiData(() => manualsApi.list(), 'manuals');
  const [chosen, setChosen] = useState<ManualGroup[]>([]);
  const download = useDownload();
  const groups = data?.data;
  return (
    <>
      <PageHeader title="各種マニュアル" />
      <Stack gap={6}>
        <Card title="まとめてダウンロード" headingLevel={2}>
          <Stack gap={4}>
            <CheckboxGroup
              legend="ダウンロードするマニュアル"
              orientation="horizontal"
              options={manualGroups.map((g) => ({ value: g, label: manualGroupLabels[g] }))}
              value={chosen}
              onChange={(v) => setChosen(v as ManualGroup[])}
            />
            <div>
              <Button
                startIcon={<DownloadIcon aria-hidden="true" />}
                disabled={chosen.length === 0}
                loading={download.busy === 'zip'}
                onClick={() => download.run('zip', () => manualsApi.zip({ types: chosen }))}
              >
                選択したマニュアルをZIPでダウンロード
              </Button>
            </div>
          </Stack>
        </Card>
        <Groups>
          {manualGroups.map((g) => (
            <Card key={g} title={manualGroupLabels[g]} headingLevel={2}>
              {loading && !groups ? (
                <Skeleton height="60px" label="マニュアルを読み込み中" />
              ) : groups && groups[g].length > 0 ? (
                <ul>
                  {groups[g].map((f) => (
                    <li key={f.filePath}>
                      <Stack as="span" gap={0}>
                        <span>{f.title}</span>
                        <small>
                          {f.fileName.split('.').pop()?.toUpperCase()}・{kb(f.size)}・更新日{' '}
                          <time dateTime={new Date(f.updatedAt).toISOString()}>
                            {formatTokyo(f.updatedAt, dateFormats.date)}
                          </time>
                        </small>
                      </Stack>
                      <Button
                        variant="secondary"
                        size="sm"
                        startIcon={<DownloadIcon aria-hidden="true" />}
                        aria-label={`${f.title}をダウンロード`}
                        loading={download.busy === f.filePath}
                        onClick={() => download.run(f.filePath, () => manualsApi.download({ filePath: f.filePath }))}
                      >
                        ダウンロード
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : (
                <EmptyState title="マニュアルはありません" size="compact" />
              )}
            </Card>
          ))}
        </Groups>
      </Stack>
    </>
  );
}
