import { fontFamily, fontSize, fontWeight, lineHeight } from '../../packages/ui/src/tokens/scale';
import { vars } from '../../packages/ui/src/tokens/vars';

const sample = '契約内容一覧：さくら保険サービス株式会社（A0001）の2026年10月分の手数料精算書をダウンロードします。';

/** Each size of the scale with Japanese text, at the line height the portal uses for it. */
export function TypeScale() {
  const rows = Object.entries(fontSize) as Array<[keyof typeof fontSize, string]>;
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <caption style={{ textAlign: 'start', paddingBlockEnd: 8 }}>文字サイズ（fontSize）と見本</caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'start', paddingInlineEnd: 16 }}>
            token
          </th>
          <th scope="col" style={{ textAlign: 'start', paddingInlineEnd: 16 }}>
            size
          </th>
          <th scope="col" style={{ textAlign: 'start' }}>
            見本
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([token, size]) => (
          <tr key={token} style={{ borderBlockStart: `1px solid ${vars.color.border.default}` }}>
            <th scope="row" style={{ textAlign: 'start', paddingInlineEnd: 16, fontWeight: fontWeight.regular }}>
              <code>{token}</code>
            </th>
            <td style={{ paddingInlineEnd: 16 }}>{size}</td>
            <td
              style={{
                fontSize: size,
                lineHeight: Number.parseInt(size, 10) >= 20 ? lineHeight.heading : lineHeight.body,
                fontWeight: Number.parseInt(size, 10) >= 20 ? fontWeight.bold : fontWeight.regular,
                paddingBlock: 8,
              }}
            >
              {sample}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The same paragraph at each line height, to show why body copy uses 1.7. */
export function LineHeights() {
  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' }}>
      {(Object.entries(lineHeight) as Array<[string, number]>).map(([token, value]) => (
        <figure key={token} style={{ margin: 0 }}>
          <figcaption style={{ fontSize: fontSize.sm, color: vars.color.text.muted }}>
            <code>lineHeight.{token}</code> = {value}
          </figcaption>
          <p style={{ margin: 0, lineHeight: value, fontSize: fontSize.md, fontFamily: fontFamily.sans }}>
            {sample}
            {sample}
          </p>
        </figure>
      ))}
    </div>
  );
}
