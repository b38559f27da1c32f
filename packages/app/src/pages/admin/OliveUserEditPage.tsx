import { type OliveUser, type OliveUserBody, oliveUserBody, paths, providerRoleOptions } from '@olive/api';
import {
  Button,
  Card,
  ConfirmDialog,
  Form,
  FormCheckbox,
  FormSelect,
  FormSubmitButton,
  FormTextField,
  PageHeader,
  Skeleton,
  toast,
} from '@olive/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { oliveUsersApi } from '../../api/oliveUsers';
import { useReportError } from '../../errors/useReportError';
import { submissionErrors, validateWith } from '../../forms/validate';
import { useApiData } from '../../hooks/useApiData';
import { UnsavedChangesGuard } from '../../hooks/useUnsavedChanges';
import type { PageProps } from '../../routes/pages';
import { AppLink } from '../../shell/RouterLink';
import { authAtom } from '../../state/auth';
import { listHref } from '../../state/listReturn';
import { AccountStatusNote } from './accountsShared';

/** The form's starting values: the user's own when editing, MFA off for a new one. */
function oliveUserFormValues(user: OliveUser | undefined): Partial<OliveUserBody> {
  return user
    ? {
        name: user.name,
        email: user.email,
        phoneNumber: user.phoneNumber ?? '',
        roleType: user.roleType,
        isMfaActive: user.isMfaActive,
      }
    : { isMfaActive: false };
}

/** docs/product.md §2 /admin/olive-users/new and /{id}: create, edit and delete a provider user. */
export default function OliveUserEditPage({ params }: PageProps) {
  const id = params.oliveUserId ? Number(params.oliveUserId) : null;
  const [, navigate] = useLocation();
  const report = useReportError();
  const [confirm, setConfirm] = useState(false);
  const { data, loading } = useApiData(() => (id ? oliveUsersApi.show(id) : null), String(id));
  const user = data?.data;
  const me = useAtomValue(authAtom).user;
  const isSelf = id !== null && me?.id === id;
  const initial = oliveUserFormValues(user);
  return (
    <>
      <PageHeader
        back={
          <AppLink href={listHref(paths.adminOliveUsers, {})} variant="standalone">
            ← オリーブユーザー一覧
          </AppLink>
        }
        title={id ? 'オリーブユーザーの編集' : 'オリーブユーザーの新規登録'}
        description={
          id
            ? undefined
            : '登録すると、初期パスワードがメールで送信されます。初回ログイン時にパスワードの変更が必要です。'
        }
        actions={
          // Nobody deletes their own account (the server refuses it too): the button is not offered.
          user && !isSelf ? (
            <Button variant="danger" onClick={() => setConfirm(true)}>
              削除
            </Button>
          ) : undefined
        }
      />
      <Card>
        {id && loading && !user ? (
          <Skeleton height="280px" label="ユーザーを読み込み中" />
        ) : (
          <Form<Partial<OliveUserBody>>
            aria-label="オリーブユーザー"
            initialValues={initial}
            validate={validateWith(oliveUserBody)}
            onSubmit={async (v) => {
              const body = { ...v, isMfaActive: v.isMfaActive ?? false } as OliveUserBody;
              const r = id ? await oliveUsersApi.update(id, body) : await oliveUsersApi.create(body);
              if (!r.ok) return submissionErrors(r.error);
              toast.success(id ? '更新しました。' : '登録しました。初期パスワードをメールで送信しました。');
              navigate(listHref(paths.adminOliveUsers, {}));
              return undefined;
            }}
          >
            <UnsavedChangesGuard />
            <FormTextField name="name" label="氏名" autoComplete="off" required maxLength={50} />
            <FormTextField name="email" label="メールアドレス" type="email" autoComplete="off" required />
            <FormTextField
              name="phoneNumber"
              label="電話番号"
              description="ハイフンなしで入力してください（例: 09012345678）。SMS認証に使います。"
              inputMode="tel"
              autoComplete="off"
              required
            />
            <FormSelect name="roleType" label="権限" options={providerRoleOptions} required />
            <FormCheckbox name="isMfaActive" label="SMSによる二段階認証を有効にする" />
            {user ? <AccountStatusNote account={user} /> : null}
            <div>
              <FormSubmitButton>{id ? '更新する' : '登録する'}</FormSubmitButton>
            </div>
          </Form>
        )}
      </Card>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title="ユーザーを削除しますか？"
        message={user ? `${user.name}（${user.email}）を削除します。この操作は取り消せません。` : ''}
        confirmLabel="削除する"
        tone="danger"
        onConfirm={async () => {
          if (!id) return;
          const r = report(await oliveUsersApi.delete(id));
          if (!r) throw new Error('refused');
          toast.success(r.message);
          navigate(listHref(paths.adminOliveUsers, {}));
        }}
      />
    </>
  );
}
