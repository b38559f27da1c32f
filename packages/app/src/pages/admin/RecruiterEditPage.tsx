import { formLabels, paths, type Recruiter, type RecruiterBody, recruiterBody, recruiterRoleOptions } from '@olive/api';
import {
  Button,
  Card,
  ConfirmDialog,
  Form,
  FormCheckbox,
  FormCombobox,
  FormSelect,
  FormSubmitButton,
  FormTextField,
  PageHeader,
  Skeleton,
  toast,
} from '@olive/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { recruitersApi } from '../../api/recruiters';
import { useReportError } from '../../errors/useReportError';
import { submissionErrors, validateWith } from '../../forms/validate';
import { useApiData } from '../../hooks/useApiData';
import { useQueryParam } from '../../hooks/usePageParam';
import { UnsavedChangesGuard } from '../../hooks/useUnsavedChanges';
import type { PageProps } from '../../routes/pages';
import { AppLink } from '../../shell/RouterLink';
import { listHref } from '../../state/listReturn';
import { AccountStatusNote } from './accountsShared';
import { useAgencies } from './useAgencies';

/** The form's starting values: the recruiter's own when editing; for a new one, MFA off and the `agency` query's. */
function recruiterFormValues(user: Recruiter | undefined, agencyParam: string | null): Partial<RecruiterBody> {
  return user
    ? {
        name: user.name,
        email: user.email,
        phoneNumber: user.phoneNumber ?? '',
        roleType: user.roleType,
        isMfaActive: user.isMfaActive,
        agencyCode: user.agencyCode,
      }
    : { isMfaActive: false, agencyCode: agencyParam ?? undefined };
}

/** docs/product.md §2 /admin/recruiters/new and /{id}: create, edit and delete a recruiter. */
export default function RecruiterEditPage({ params }: PageProps) {
  const id = params.recruiterId ? Number(params.recruiterId) : null;
  const [agencyParam] = useQueryParam('agency');
  const agencies = useAgencies();
  const [, navigate] = useLocation();
  const report = useReportError();
  const [confirm, setConfirm] = useState(false);
  // docs/product.md §7: GET /api/recruiters/{id} takes the agencyCode; the list links pass it along.
  const { data, loading } = useApiData(
    () => (id && agencyParam ? recruitersApi.show(id, { agencyCode: agencyParam }) : null),
    `${id}:${agencyParam}`,
  );
  const user = data?.data;
  const initial = recruiterFormValues(user, agencyParam);
  return (
    <>
      <PageHeader
        back={
          <AppLink href={listHref(paths.adminRecruiters, {})} variant="standalone">
            ← 募集人一覧
          </AppLink>
        }
        title={id ? '募集人の編集' : '募集人の新規登録'}
        description={
          id
            ? undefined
            : '登録すると、初期パスワードがメールで送信されます。初回ログイン時にパスワードの変更が必要です。'
        }
        actions={
          user ? (
            <Button variant="danger" onClick={() => setConfirm(true)}>
              削除
            </Button>
          ) : undefined
        }
      />
      <Card>
        {id && loading && !user ? (
          <Skeleton height="320px" label="募集人を読み込み中" />
        ) : (
          <Form<Partial<RecruiterBody>>
            aria-label="募集人"
            initialValues={initial}
            validate={validateWith(recruiterBody, formLabels.recruiter)}
            onSubmit={async (v) => {
              const body = { ...v, isMfaActive: v.isMfaActive ?? false } as RecruiterBody;
              const r = id ? await recruitersApi.update(id, body) : await recruitersApi.create(body);
              if (!r.ok) return submissionErrors(r.error);
              toast.success(id ? '更新しました。' : '登録しました。初期パスワードをメールで送信しました。');
              navigate(listHref(paths.adminRecruiters, {}));
              return undefined;
            }}
          >
            <UnsavedChangesGuard />
            <FormCombobox
              name="agencyCode"
              label="代理店"
              options={agencies.map((a) => ({ value: a.agencyCode, label: `${a.agencyCode} ${a.name}` }))}
              required
            />
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
            <FormSelect name="roleType" label="権限" options={recruiterRoleOptions} required />
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
        title="募集人を削除しますか？"
        message={
          user ? `${user.agencyName} の ${user.name}（${user.email}）を削除します。この操作は取り消せません。` : ''
        }
        confirmLabel="削除する"
        tone="danger"
        onConfirm={async () => {
          if (!id || !user) return;
          const r = report(await recruitersApi.delete(id, { agencyCode: user.agencyCode }));
          if (!r) throw new Error('refused');
          toast.success(r.message);
          navigate(listHref(paths.adminRecruiters, {}));
        }}
      />
    </>
  );
}
