import { type Role, shellLabels } from '@olive/api';
import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { borderWidth } from '../../tokens/control';
import { fontSize, fontWeight, lineHeight, radius, space } from '../../tokens/scale';
import { vars } from '../../tokens/vars';
import { RoleBadge } from '../RoleBadge';

export interface SidePanelProps {
  /** ログインしている人の氏名。 */
  name: string;
  /** ログインしている人のメールアドレス。 */
  email: string;
  /** 権限。バッジで出します。 */
  roleType: Role;
  /** 前回のログイン日時（日本時間の `yyyy/MM/dd HH:mm:ss`）。初めてのログインでは `null`。 */
  lastLoginAt: string | null;
  /** 選んでいる、または所属している代理店の名前。 */
  agencyName?: string | null;
  /** その代理店のコード。 */
  agencyCode?: string | null;
  /** 渡すと「代理店を選択し直す」が出ます（代理店を選んで使う提供会社の利用者）。 */
  onReselectAgency?: () => void;
  /** サイドメニュー（SideMenu）。 */
  menu: ReactNode;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[5]};
  padding: ${space[5]} ${space[4]};
  min-height: 100%;
`;

const Profile = styled.section`
  display: grid;
  gap: ${space[2]};
  padding: ${space[4]};
  border-radius: ${radius.lg};
  background: ${vars.color.background.subtle};

  & [data-part='name'] { margin: 0; font-size: ${fontSize.lg}; font-weight: ${fontWeight.bold}; line-height: ${lineHeight.heading}; }
  & [data-part='email'] { margin: 0; font-size: ${fontSize.sm}; color: ${vars.color.text.muted}; overflow-wrap: anywhere; }
  & dl { display: grid; gap: ${space[1]}; margin: ${space[1]} 0 0; font-size: ${fontSize.xs}; }
  & dt { color: ${vars.color.text.muted}; }
  & dd { margin: 0; color: ${vars.color.text.default}; font-variant-numeric: tabular-nums; }
`;

const Agency = styled.section`
  display: grid;
  gap: ${space[2]};
  padding: ${space[3]} ${space[4]};
  border: ${borderWidth.thin} solid ${vars.color.border.default};
  border-radius: ${radius.lg};

  & h2 { margin: 0; font-size: ${fontSize.xs}; font-weight: ${fontWeight.medium}; color: ${vars.color.text.muted}; }
  & p { margin: 0; font-weight: ${fontWeight.bold}; line-height: ${lineHeight.heading}; }
  & small { color: ${vars.color.text.muted}; font-weight: ${fontWeight.regular}; }
`;

/** docs/product.md §2: last login, role badge, name and e-mail, the selected agency, and the menu. */
export function SidePanel({
  name,
  email,
  roleType,
  lastLoginAt,
  agencyName,
  agencyCode,
  onReselectAgency,
  menu,
}: SidePanelProps) {
  const agencyHeadingId = useId();
  return (
    <Root>
      <Profile aria-label={name}>
        <div>
          <RoleBadge role={roleType} size="sm" />
        </div>
        <p data-part="name">{name}</p>
        <p data-part="email">{email}</p>
        <dl>
          <dt>{shellLabels.lastLogin}</dt>
          <dd>{lastLoginAt ?? '—'}</dd>
        </dl>
      </Profile>
      {agencyName ? (
        <Agency aria-labelledby={agencyHeadingId}>
          <h2 id={agencyHeadingId}>{shellLabels.selectedAgency}</h2>
          <p>
            {agencyName} {agencyCode ? <small>（{agencyCode}）</small> : null}
          </p>
          {onReselectAgency ? (
            <Button variant="secondary" size="sm" onClick={onReselectAgency}>
              {shellLabels.reselectAgency}
            </Button>
          ) : null}
        </Agency>
      ) : null}
      {menu}
    </Root>
  );
}
