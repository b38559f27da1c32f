import type { ServerContext } from '../context';
import type { UserRow } from './users';

/** The e-mail of a new account (or a resent one): the temporary password, to change at first sign-in. */
export async function sendTemporaryPassword(
  ctx: ServerContext,
  user: Pick<UserRow, 'email' | 'name'>,
  password: string,
) {
  await ctx.transport.send({
    channel: 'email',
    to: user.email,
    subject: '【オリーブ代理店ポータル】アカウント登録のお知らせ',
    text: [
      `${user.name} 様`,
      '',
      'オリーブ代理店ポータルのアカウントが登録されました。',
      `初期パスワード: ${password}`,
      '',
      '初回ログイン時にパスワードの変更が必要です。',
    ].join('\n'),
    code: password,
  });
}
