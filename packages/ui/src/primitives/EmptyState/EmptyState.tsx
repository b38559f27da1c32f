import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { InboxIcon } from '../../icons';
import { illustrationSize } from '../../tokens/control';
import { fontSize, fontWeight, lineHeight, space } from '../../tokens/scale';
import { vars } from '../../tokens/vars';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** 何がないか（例: 該当する契約はありません）。 */
  title: ReactNode;
  /** どうすればよいか（例: 検索条件を変えてお試しください）。 */
  description?: ReactNode;
  /** 飾りのアイコン（既定は受信箱。`null` で出しません）。 */
  icon?: ReactNode;
  /** 次の一歩になるボタンやリンク（条件をクリア、新規作成）。 */
  action?: ReactNode;
  /** `default`（既定）はページの中、`compact` は表のセルの中に収まる大きさ。 */
  size?: 'compact' | 'default';
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[2]};
  text-align: center;
  color: ${vars.color.text.muted};

  &[data-size='default'] { padding: ${space[12]} ${space[4]}; }
  &[data-size='compact'] { padding: ${space[6]} ${space[4]}; }
  & > [data-part='icon'] { display: inline-flex; font-size: ${illustrationSize.lg}; color: ${vars.color.text.muted}; }
  &[data-size='compact'] > [data-part='icon'] { font-size: ${illustrationSize.sm}; }
  & > [data-part='title'] {
    margin: 0;
    font-size: ${fontSize.lg};
    font-weight: ${fontWeight.bold};
    line-height: ${lineHeight.heading};
    color: ${vars.color.text.default};
  }
  &[data-size='compact'] > [data-part='title'] { font-size: ${fontSize.md}; }
  & > [data-part='description'] { margin: 0; font-size: ${fontSize.sm}; line-height: ${lineHeight.body}; }
  & > [data-part='action'] { margin-top: ${space[2]}; }
`;

/** What a list, table or search shows when there is nothing to show, and what to do next. */
export function EmptyState({
  title,
  description,
  icon = <InboxIcon />,
  action,
  size = 'default',
  ...rest
}: EmptyStateProps) {
  return (
    <Root data-size={size} {...rest}>
      {icon !== null ? <span data-part="icon">{icon}</span> : null}
      <p data-part="title">{title}</p>
      {description != null ? <p data-part="description">{description}</p> : null}
      {action != null ? <div data-part="action">{action}</div> : null}
    </Root>
  );
}
