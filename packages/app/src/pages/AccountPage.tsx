import { changePasswordBody, formLabels, roleLabel, shellLabels } from '@olive/api';
import {
  Card,
  Form,
  FormPasswordField,
  FormSubmitButton,
  PageHeader,
  RadioGroup,
  RoleBadge,
  Stack,
  type ThemeName,
  toast,
  vars,
} from '@olive/ui';
import { useAtom, useAtomValue } from 'jotai';
import styled from 'styled-components';
import { authApi } from '../api/http';
import { submissionErrors, validateWith } from '../forms/validate';
import { UnsavedChangesGuard } from '../hooks/useUnsavedChanges';
import { authAtom } from '../state/auth';
import { isThemeName, themeAtom } from '../state/theme';
import { loadCommonPasswords } from './passwordRules';

loadCommonPasswords();

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 10px 24px;
  margin: 0;
  & dt { color: ${vars.color.text.muted}; }
  & dd { margin: 0; }
`;

const phoneStatus = { verified: '認証済み', unverified: '未認証', unregistered: '未登録' } as const;

type PasswordValues = {
  previousPassword?: string;
  password?: string;
  password_confirmation?: string;
};

/** docs/product.md §2 /account: profile, last login, role, MFA, password change and the theme. */
export default function AccountPage() {
  const { user } = useAtomValue(authAtom);
  const [theme, setTheme] = useAtom(themeAtom);
  if (!user) return null;
  return (
    <>
      <PageHeader title="アカウント設定" />
      <Stack gap={6} width="prose">
        <Card title="プロフィール" headingLevel={2}>
          <Facts>
            <dt>氏名</dt>
            <dd>{user.name}</dd>
            <dt>メールアドレス</dt>
            <dd>{user.email}</dd>
            <dt>権限</dt>
            <dd>
              <RoleBadge role={user.roleType} /> <span hidden>{roleLabel(user.roleType)}</span>
            </dd>
            {user.agencyName ? (
              <>
                <dt>代理店</dt>
                <dd>
                  {user.agencyName}（{user.agencyCode}）
                </dd>
              </>
            ) : null}
            <dt>{shellLabels.lastLogin}</dt>
            <dd>{user.lastLoginAt ?? '—'}</dd>
            <dt>二段階認証（SMS）</dt>
            <dd>{user.isMfaActive ? '有効' : '無効'}</dd>
            <dt>電話番号</dt>
            <dd>{phoneStatus[user.phoneNumberStatus]}</dd>
          </Facts>
        </Card>
        <Card title="パスワードの変更" headingLevel={2}>
          <Form<PasswordValues>
            aria-label="パスワードの変更"
            validate={validateWith(changePasswordBody, formLabels.changePassword)}
            onSubmit={async (v, form) => {
              const r = await authApi.changePassword({
                previousPassword: v.previousPassword ?? '',
                password: v.password ?? '',
                password_confirmation: v.password_confirmation ?? '',
              });
              if (!r.ok) return submissionErrors(r.error);
              toast.success(r.data.message);
              setTimeout(() => form.restart());
              return undefined;
            }}
          >
            <UnsavedChangesGuard />
            <FormPasswordField
              name="previousPassword"
              label={formLabels.changePassword.previousPassword}
              autoComplete="current-password"
              required
            />
            <FormPasswordField
              name="password"
              label={formLabels.changePassword.password}
              description="12〜64文字で、英字と数字をそれぞれ1文字以上含め、よく使われるパスワードと現在のパスワードは避けてください。"
              autoComplete="new-password"
              required
            />
            <FormPasswordField
              name="password_confirmation"
              label={formLabels.changePassword.password_confirmation}
              autoComplete="new-password"
              required
            />
            <div>
              <FormSubmitButton>パスワードを変更</FormSubmitButton>
            </div>
          </Form>
        </Card>
        <Card title="表示テーマ" headingLevel={2}>
          <RadioGroup
            legend="テーマ"
            orientation="horizontal"
            options={[
              { value: 'LIGHT', label: 'ライト' },
              { value: 'DARK', label: 'ダーク' },
              { value: 'NATURE', label: 'ナチュラル' },
            ]}
            value={theme}
            onChange={(v) => {
              if (isThemeName(v)) setTheme(v as ThemeName);
            }}
          />
        </Card>
      </Stack>
    </>
  );
}
