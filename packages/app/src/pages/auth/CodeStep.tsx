import { type ApiResult, type MessageBody, verifyCodeBody } from '@olive/api';
import { Alert, Button, Form, FormSubmitButton, FormTextField, Stack } from '@olive/ui';
import { useEffect, useState } from 'react';
import { submissionErrors, validateWith } from '../../forms/validate';

/** This screen's own words. */
const text = {
  sendCode: '認証コードを送信',
  resendCode: '認証コードを再送',
  resendIn: (s: number) => `再送まで ${s} 秒`,
  verifySubmit: '認証する',
} as const;

/** The resend countdown, in seconds. */
export const RESEND_SECONDS = 60;

/**
 * Send a 6-digit code, type it, resend after a countdown: the verify-email and
 * verify-phone-number screens (SPEC.md §7: send-verification-code, then verify).
 */
export function CodeStep({
  send,
  verify,
  label,
}: {
  send: () => Promise<ApiResult<MessageBody>>;
  verify: (code: string) => Promise<ApiResult<unknown>>;
  label: string;
}) {
  const [sent, setSent] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [wait, setWait] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (wait <= 0) return;
    const t = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(t);
  }, [wait]);

  const sendCode = async () => {
    setSending(true);
    const r = await send();
    setSending(false);
    if (r.ok) {
      setSent(r.data.message);
      setSendError(null);
      setWait(RESEND_SECONDS);
    } else setSendError(r.error.message);
  };

  return (
    <Stack gap={4}>
      {sent ? <Alert tone="success">{sent}</Alert> : null}
      {sendError ? <Alert tone="danger">{sendError}</Alert> : null}
      <Button variant={sent ? 'secondary' : 'primary'} onClick={sendCode} loading={sending} disabled={wait > 0}>
        {wait > 0 ? text.resendIn(wait) : sent ? text.resendCode : text.sendCode}
      </Button>
      <Form<{ code?: string }>
        aria-label={label}
        validate={validateWith(verifyCodeBody)}
        onSubmit={async (values) => {
          const r = await verify(values.code ?? '');
          return r.ok ? undefined : submissionErrors(r.error);
        }}
      >
        <FormTextField
          name="code"
          label="認証コード"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
        />
        <FormSubmitButton fullWidth>{text.verifySubmit}</FormSubmitButton>
      </Form>
    </Stack>
  );
}
