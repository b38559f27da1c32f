import { href, newsBody, newsLimits, paths } from '@olive/api';
import {
  Button,
  Card,
  FileDropzone,
  Form,
  FormCheckboxGroup,
  FormRadioGroup,
  FormSubmitButton,
  FormTextarea,
  FormTextField,
  FormWhen,
  List,
  PageHeader,
  TrashIcon,
  toast,
} from '@olive/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { newsApi } from '../../api/news';
import { submissionErrors, validateWith } from '../../forms/validate';
import { UnsavedChangesGuard } from '../../hooks/useUnsavedChanges';
import { AppLink } from '../../shell/RouterLink';
import { listHref } from '../../state/listReturn';
import { useAgencies } from './useAgencies';

type Values = {
  title?: string;
  content?: string;
  isNotifyAll?: '1' | '0';
  agencyCodeList?: string[];
};

/** docs/product.md §2 /admin/news/new: title, plain-text content, targets (all or chosen agencies), attachments. */
export default function NewsEditPage() {
  const agencies = useAgencies();
  const [, navigate] = useLocation();
  const [files, setFiles] = useState<File[]>([]);
  return (
    <>
      <PageHeader
        back={
          <AppLink href={listHref(paths.adminNews, {})} variant="standalone">
            ← お知らせ一覧
          </AppLink>
        }
        title="お知らせの登録"
      />
      <Card>
        <Form<Values>
          aria-label="お知らせ"
          initialValues={{ isNotifyAll: '1', agencyCodeList: [] }}
          validate={validateWith(newsBody)}
          onSubmit={async (v) => {
            const body = {
              title: v.title ?? '',
              content: v.content ?? '',
              isNotifyAll: v.isNotifyAll ?? '1',
              agencyCodeList: v.isNotifyAll === '0' ? (v.agencyCodeList ?? []) : [],
            };
            const r = await newsApi.create(body, files);
            if (!r.ok) return submissionErrors(r.error);
            toast.success('お知らせを登録しました。');
            navigate(href(paths.adminNewsItem, { newsId: r.data.data.id }));
            return undefined;
          }}
        >
          <UnsavedChangesGuard changed={files.length > 0} />
          <FormTextField name="title" label="タイトル" required maxLength={100} />
          <FormTextarea
            name="content"
            label="本文"
            description="文字のまま表示されます（改行はそのまま反映されます）。"
            required
            rows={10}
            maxLength={5000}
          />
          <FormRadioGroup
            name="isNotifyAll"
            label="通知対象"
            required
            options={[
              { value: '1', label: 'すべての代理店' },
              { value: '0', label: '代理店を選択' },
            ]}
          />
          <FormWhen name="isNotifyAll" is="0">
            <FormCheckboxGroup
              name="agencyCodeList"
              label="対象代理店"
              required
              options={agencies.map((a) => ({ value: a.agencyCode, label: `${a.agencyCode} ${a.name}` }))}
            />
          </FormWhen>
          <FileDropzone
            label="添付ファイル"
            description={`最大 ${newsLimits.maxFiles}件、1ファイル ${newsLimits.maxFileBytes / 1024 / 1024}MB まで`}
            multiple
            maxFiles={newsLimits.maxFiles}
            maxSize={newsLimits.maxFileBytes}
            onFilesAccepted={(accepted) => setFiles((f) => [...f, ...accepted].slice(0, newsLimits.maxFiles))}
          />
          {files.length > 0 ? (
            <List gap={1}>
              {files.map((f, i) => (
                <li key={`${f.name}-${f.size}-${f.lastModified}`}>
                  {f.name}{' '}
                  <Button
                    size="sm"
                    variant="ghost"
                    startIcon={<TrashIcon aria-hidden="true" />}
                    aria-label={`${f.name}を外す`}
                    onClick={() => setFiles((all) => all.filter((_, j) => j !== i))}
                  >
                    外す
                  </Button>
                </li>
              ))}
            </List>
          ) : null}
          <div>
            <FormSubmitButton>登録する</FormSubmitButton>
          </div>
        </Form>
      </Card>
    </>
  );
}
