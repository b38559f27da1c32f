import type { ReactNode } from 'react';
import styled from 'styled-components';
import { fontSize, fontWeight, lineHeight, space } from '../../tokens/scale';
import { vars } from '../../tokens/vars';

export interface PageHeaderProps {
  /** 画面の見出し（1 画面に 1 つの h1）。 */
  title: ReactNode;
  /** 見出しの下の補足。 */
  description?: ReactNode;
  /** 右端の操作ボタン（CSV出力、新規登録…）。狭い画面では見出しの下に回ります。 */
  actions?: ReactNode;
  /** 見出しの上の戻るリンク（例: ← 契約内容一覧）。 */
  back?: ReactNode;
}

const Root = styled.header`
  display: grid;
  gap: ${space[2]};
  margin-bottom: ${space[6]};

  & [data-part='row'] { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${space[3]}; }
  & h1 { margin: 0; font-size: ${fontSize['2xl']}; font-weight: ${fontWeight.bold}; line-height: ${lineHeight.heading}; }
  & p { margin: 0; color: ${vars.color.text.muted}; }
  & [data-part='actions'] { display: flex; flex-wrap: wrap; gap: ${space[2]}; }
`;

/** A screen's title row: the h1, a line of description, and the screen's main actions. */
export function PageHeader({ title, description, actions, back }: PageHeaderProps) {
  return (
    <Root>
      {back ? <div>{back}</div> : null}
      <div data-part="row">
        <h1>{title}</h1>
        {actions ? <div data-part="actions">{actions}</div> : null}
      </div>
      {description ? <p>{description}</p> : null}
    </Root>
  );
}
