import { type ApiResult, CODE_VALID_MINUTES, type MessageBody, verifyCodeBody } from '@olive/api';
import { FormSubmitButton, FormTextField, SimpleForm, Stack } from '@olive/ui';
import { submissionErrors, validateWith } from '../../forms/validate';
import { ResendCode } from './ResendCode';

/** This screen's own words. */
const text = {
  verifySubmit: '認証する',
  validity: `認証コードの有効期限は送信から${CODE_VALID_MINUTES}分です。`,
} as const;

/**
 * Send a 6-digit code, type it, resend after a countdown: the verify-email and
 * verify-phone-number screens (docs/product.md §7: send-verification-code, then verify). The send answer
 * names where the code went (the address, or the masked phone number).
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
  return (
    <Stack gap={4}>
      <ResendCode send={send} />
      <SimpleForm<{ code?: string }>
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
          description={text.validity}
          inputMode="numeric"
          autoComplete="one-time-code"
          // Six digits, with room for the space or dash people group them with (the fold drops it).
          maxLength={11}
          required
        />
        <FormSubmitButton fullWidth>{text.verifySubmit}</FormSubmitButton>
      </SimpleForm>
    </Stack>
  );
}
