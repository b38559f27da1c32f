import { type HTMLAttributes, type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { borderWidth } from '../../tokens/control';
import { fontSize, fontWeight, lineHeight, radius, shadow, space } from '../../tokens/scale';
import { vars } from '../../tokens/vars';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** カードの見出し。渡すとカードは見出しで名前の付いた区画になります。 */
  title?: ReactNode;
  /** 見出しのレベル（画面の見出し構造での h2〜h4。既定 2）。 */
  headingLevel?: 2 | 3 | 4;
  /** 見出しの下の 1 行の補足。 */
  description?: ReactNode;
  /** 見出しの右に置くボタンやリンク。 */
  actions?: ReactNode;
  /** カードの下端に置く内容（操作ボタンなど）。 */
  footer?: ReactNode;
  /** 内側の余白。`lg`（既定）、`md`、`none`（表を端から端まで置くとき）。 */
  padding?: 'none' | 'md' | 'lg';
  /** カードの中身。 */
  children?: ReactNode;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: ${borderWidth.thin} solid ${vars.color.border.default};
  border-radius: ${radius.lg};
  background: ${vars.color.background.surface};
  box-shadow: ${shadow.sm};
  overflow: hidden;

  & > header {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    justify-content: space-between;
    gap: ${space[3]};
    padding: ${space[4]} ${space[6]};
    border-bottom: ${borderWidth.thin} solid ${vars.color.border.default};
  }
  & > header h2, & > header h3, & > header h4 {
    margin: 0;
    font-size: ${fontSize.lg};
    font-weight: ${fontWeight.bold};
    line-height: ${lineHeight.heading};
  }
  & > header [data-part='description'] {
    margin: ${space[1]} 0 0;
    font-size: ${fontSize.sm};
    color: ${vars.color.text.muted};
  }
  & > header [data-part='actions'] { display: flex; flex-wrap: wrap; gap: ${space[2]}; }

  & > [data-part='body'] { flex: 1; min-width: 0; }
  &[data-padding='md'] > [data-part='body'] { padding: ${space[4]}; }
  &[data-padding='lg'] > [data-part='body'] { padding: ${space[6]}; }

  & > footer {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: ${space[2]};
    padding: ${space[3]} ${space[6]};
    border-top: ${borderWidth.thin} solid ${vars.color.border.default};
    background: ${vars.color.background.subtle};
  }
`;

/** A surface with the portal's 16 px corners: a header with title and actions, a body, a footer. */
export function Card({
  title,
  headingLevel = 2,
  description,
  actions,
  footer,
  padding = 'lg',
  children,
  ...rest
}: CardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasHeader = title != null || actions != null;
  return (
    <Root
      as={title != null ? 'section' : 'div'}
      aria-labelledby={title != null ? headingId : undefined}
      data-padding={padding}
      {...rest}
    >
      {hasHeader ? (
        <header>
          <div>
            {title != null ? <Heading id={headingId}>{title}</Heading> : null}
            {description != null ? <p data-part="description">{description}</p> : null}
          </div>
          {actions != null ? <div data-part="actions">{actions}</div> : null}
        </header>
      ) : null}
      <div data-part="body">{children}</div>
      {footer != null ? <footer>{footer}</footer> : null}
    </Root>
  );
}
