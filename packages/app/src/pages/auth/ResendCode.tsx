import { type ApiResult, CODE_RESEND_SECONDS, type MessageBody } from '@olive/api';
import { Alert, Button, Stack } from '@olive/ui';
import { useEffect, useState } from 'react';

/** This piece's own words. */
const text = {
  sendCode: '認証コードを送信',
  resendCode: '認証コードを再送',
  resendIn: (s: number) => `再送まで ${s} 秒`,
} as const;

/**
 * The send / resend button of a code step, with the server's answer above it. After a send it
 * counts down CODE_RESEND_SECONDS (the server refuses a resend sooner, with its own message).
 * `sentAlready`: a code went out before this screen (the SMS of the sign-in), so the count starts now.
 */
export function ResendCode({
  send,
  sentAlready = false,
}: {
  send: () => Promise<ApiResult<MessageBody>>;
  sentAlready?: boolean;
}) {
  const [sent, setSent] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [wait, setWait] = useState(sentAlready ? CODE_RESEND_SECONDS : 0);
  const [sending, setSending] = useState(false);
  const [count, setCount] = useState(sentAlready ? 1 : 0);

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
      setCount((c) => c + 1);
      setWait(CODE_RESEND_SECONDS);
    } else setSendError(r.error.message);
  };

  return (
    <Stack gap={3}>
      {sent ? <Alert tone="success">{sent}</Alert> : null}
      {sendError ? <Alert tone="danger">{sendError}</Alert> : null}
      <Button variant={count > 0 ? 'secondary' : 'primary'} onClick={sendCode} loading={sending} disabled={wait > 0}>
        {wait > 0 ? text.resendIn(wait) : count > 0 ? text.resendCode : text.sendCode}
      </Button>
    </Stack>
  );
}
