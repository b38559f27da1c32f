import { type Struct, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { refuseCommonPasswords } from '../validation/commonPasswords';
import { fieldLabels, formLabels } from '../validation/labels';
import { toFieldErrors } from '../validation/toFieldErrors';
import * as s from '.';

// As the server and the app's password screens do.
refuseCommonPasswords();

function check<T>(struct: Struct<T, unknown>, value: unknown, labels: Record<string, string> = fieldLabels) {
  const [error, result] = validate(value, struct, { coerce: true });
  return error ? { errors: toFieldErrors(error, labels) } : { value: result };
}

const user = {
  id: 1,
  name: '山田 太郎',
  email: 'super@demo.olive.test',
  roleType: 'olive_super_admin',
  agencyCode: null,
  agencyName: null,
  isEmailVerified: true,
  phoneNumberStatus: 'verified',
  isMfaActive: false,
  lastLoginAt: '2026/11/22 09:15:00',
};

describe('auth schemas', () => {
  it('accepts a login body and refuses a bad one in Japanese', () => {
    expect(check(s.loginBody, { email: 'super@demo.olive.test', password: 'Olive-Demo-2026' })).toHaveProperty('value');
    expect(check(s.loginBody, { email: 'x', password: '' })).toEqual({
      errors: {
        email: ['メールアドレスは有効なメールアドレスを指定してください。'],
        password: ['パスワードは必ず指定してください。'],
      },
    });
  });

  it('reads the answers docs/product.md §7 names (user, message, code, data.session, data.email)', () => {
    expect(check(s.authAnswer, { user })).toHaveProperty('value');
    expect(check(s.authAnswer, { code: 'SMS_MFA', data: { session: 'opaque', email: 'a@b.jp' } })).toHaveProperty(
      'value',
    );
    expect(check(s.authAnswer, { code: 'OTHER' })).toHaveProperty('errors');
    expect(check(s.meAnswer, { user: { ...user, lastLoginAt: '2026-11-22' } })).toHaveProperty('errors');
  });

  it('checks new passwords and their confirmation', () => {
    const labels = formLabels.changePassword;
    expect(
      check(s.changePasswordBody, { previousPassword: 'x', password: 'short', password_confirmation: 'short' }, labels),
    ).toEqual({
      errors: {
        password: [
          '新しいパスワードは少なくとも 12文字以上で指定してください。',
          '新しいパスワードは英字と数字をそれぞれ1文字以上含めてください。',
        ],
      },
    });
    expect(
      check(
        s.changePasswordBody,
        { previousPassword: 'x', password: 'Olive-2027-ab', password_confirmation: 'Olive-2028-ab' },
        labels,
      ),
    ).toEqual({ errors: { password_confirmation: ['新しいパスワード（確認）は新しいパスワードと一致しません。'] } });
  });

  it('refuses a password shorter than 12 characters or on the common list, folded, and takes the demo one', () => {
    const labels = formLabels.changePassword;
    const body = (password: string) => ({ previousPassword: 'x', password, password_confirmation: password });
    const errors = (password: string) => check(s.changePasswordBody, body(password), labels).errors?.password;
    expect(errors('Password1')).toEqual(['新しいパスワードは少なくとも 12文字以上で指定してください。']);
    const common = ['新しいパスワードはよく使われていて推測されやすいため使用できません。別のものを指定してください。'];
    for (const p of ['password1234', 'Password1234', 'PASSWORD1234', 'Ｐassword1234', 'passwoｒd1234', 'Qwerty123456'])
      expect([p, errors(p)]).toEqual([p, common]);
    expect(check(s.changePasswordBody, body('Olive-Demo-2026'), labels)).toHaveProperty('value');
    expect(
      check(s.changeInitialPasswordBody, { email: 'a@example.jp', password: 'Qwerty123456', session: 's' }),
    ).toHaveProperty('errors.password');
    expect(
      check(s.resetPasswordBody, { email: 'a@example.jp', password: 'Olive-Demo-2026', code: '123456' }),
    ).toHaveProperty('value');
  });

  it('takes 6-digit codes only', () => {
    expect(check(s.verifyCodeBody, { code: '012345' })).toEqual({ value: { code: '012345' } });
    expect(check(s.verifyCodeBody, { code: '12345a' })).toEqual({
      errors: { code: ['認証コードは6桁の数字で指定してください。'] },
    });
  });
});

describe('account schemas', () => {
  const body = {
    name: '佐藤 花子',
    email: 'hanako@example.jp',
    phoneNumber: '09012345678',
    roleType: 'recruiter_general',
    isMfaActive: false,
    agencyCode: 'A0001',
  };
  it('accepts a recruiter and refuses a provider role for one', () => {
    expect(check(s.recruiterBody, body)).toHaveProperty('value');
    expect(check(s.recruiterBody, { ...body, roleType: 'olive_admin' })).toEqual({
      errors: { roleType: ['権限は無効です。'] },
    });
  });
  it('reads phone numbers with hyphens as digits, and refuses short ones and unknown agency code shapes', () => {
    expect(check(s.recruiterBody, { ...body, phoneNumber: '090-1234-5678' })).toMatchObject({
      value: { phoneNumber: '09012345678' },
    });
    expect(check(s.recruiterBody, { ...body, phoneNumber: '090-1234', agencyCode: 'a1' })).toEqual({
      errors: {
        phoneNumber: ['電話番号はハイフンなしの10桁または11桁の数字で指定してください。'],
        agencyCode: ['代理店コードは英大文字1文字と数字4桁（例: A0001）で指定してください。'],
      },
    });
  });
});

describe('query schemas coerce text', () => {
  it('reads pages and booleans from the query string', () => {
    expect(check(s.newsListQuery, { isAll: 'false', agencyCode: 'A0001', page: '2' })).toEqual({
      value: { isAll: false, agencyCode: 'A0001', page: 2 },
    });
    expect(check(s.actionLogQuery, { page: '0' })).toEqual({
      errors: { page: ['ページは1以上の値を指定してください。'] },
    });
  });

  it('reads one or many statuses and null date bounds', () => {
    expect(check(s.contractListQuery, { agencyCode: 'A0001', statuses: 'active' })).toEqual({
      value: { agencyCode: 'A0001', statuses: ['active'] },
    });
    expect(
      check(s.contractListQuery, {
        agencyCode: 'A0001',
        statuses: ['active', 'cancelled'],
        startFirstContractDate: '2026/01/01 00:00',
        endFirstContractDate: null,
      }),
    ).toHaveProperty('value');
    // A day alone is read (the start of its day); a day that does not exist is refused.
    expect(check(s.contractListQuery, { agencyCode: 'A0001', startFirstContractDate: '2026/01/01' })).toEqual({
      value: { agencyCode: 'A0001', startFirstContractDate: '2026/01/01 00:00' },
    });
    expect(check(s.contractListQuery, { agencyCode: 'A0001', startFirstContractDate: '2026/02/30' })).toHaveProperty(
      'errors',
    );
    expect(check(s.contractListQuery, { agencyCode: 'A0001', statuses: ['paid'] })).toHaveProperty('errors');
  });

  it('keeps statement months real', () => {
    expect(check(s.statementQuery, { agencyCode: 'A0001', year: '2026', month: '13' })).toEqual({
      errors: { month: ['月は12以下の値を指定してください。'] },
    });
  });
});

describe('other schemas', () => {
  it('validates agency IPs: IPv4, IPv6, CIDR', () => {
    for (const ip of ['203.0.113.5', '203.0.113.0/24', '2001:db8::1', '2001:db8::/32']) {
      expect(check(s.agencyIpBody, { agencyCode: 'A0001', ipAddress: ip })).toHaveProperty('value');
    }
    // Typed with the IME on, or with a trailing space: folded first (validation/fold.ts).
    expect(check(s.agencyIpBody, { agencyCode: 'A0001', ipAddress: '１．２．３．４ ' })).toMatchObject({
      value: { ipAddress: '1.2.3.4' },
    });
    for (const ip of ['203.0.113', '999.1.1.1', '203.0.113.0/33', 'localhost', '1.2.3.4.5']) {
      expect(check(s.agencyIpBody, { agencyCode: 'A0001', ipAddress: ip })).toHaveProperty('errors');
    }
  });

  it('needs at least one agency when news is not for all', () => {
    const news = { title: 'お知らせ', content: '本文', isNotifyAll: '0', agencyCodeList: [] };
    expect(check(s.newsBody, news)).toEqual({
      errors: { agencyCodeList: ['対象代理店は少なくとも 1個以上指定してください。'] },
    });
    expect(check(s.newsBody, { ...news, isNotifyAll: '1' })).toHaveProperty('value');
  });

  it('answers statement existence for all 10 kinds', () => {
    const all = {
      campaignsSettlementsPdf: true,
      campaignsSpecificationsPdf: true,
      campaignsSpecificationsCsv: false,
      commissionsSettlementsPdf: true,
      commissionsSpecificationsPdf: true,
      commissionsSpecificationsCsv: true,
      commissionsAgreementQualityCsv: false,
      supportsSettlementsPdf: true,
      supportsSpecificationsPdf: true,
      supportsSpecificationsCsv: true,
    };
    expect(check(s.confirmExistenceAnswer, { data: all })).toHaveProperty('value');
    const { supportsSpecificationsCsv: _, ...nine } = all;
    expect(check(s.confirmExistenceAnswer, { data: nine })).toHaveProperty('errors');
  });

  it('requires manual zip types from the four groups', () => {
    expect(check(s.manualZipQuery, { types: ['agency', 'compliance'] })).toHaveProperty('value');
    expect(check(s.manualZipQuery, { types: [] })).toEqual({
      errors: { types: ['マニュアル種別は少なくとも 1個以上指定してください。'] },
    });
  });
});
