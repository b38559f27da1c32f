import { type Struct, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { agencyIpBody } from '../schemas/agencyIps';
import { loginBody, verifyCodeBody } from '../schemas/auth';
import { page } from '../schemas/common';
import { cancellationBody } from '../schemas/contracts';
import { foldInput } from './fold';

describe('foldInput', () => {
  it('codes: full-width digits, spaces and dashes inside', () => {
    expect(foldInput('code', '７６２３３９')).toBe('762339');
    expect(foldInput('code', ' 762 339 ')).toBe('762339');
    expect(foldInput('code', '762－339')).toBe('762339');
  });

  it('phone numbers: digits only', () => {
    expect(foldInput('phone', '０９０１２３４５６７８')).toBe('09012345678');
    expect(foldInput('phone', '090-1234-5678')).toBe('09012345678');
    expect(foldInput('phone', '０９０ー１２３４ー５６７８')).toBe('09012345678');
    expect(foldInput('phone', '(03) 1234-5678')).toBe('0312345678');
  });

  it('IP addresses and CIDRs', () => {
    expect(foldInput('ip', '２０３．０．１１３．５')).toBe('203.0.113.5');
    expect(foldInput('ip', '203.0.113.5 ')).toBe('203.0.113.5');
    expect(foldInput('ip', '２０３．０．１１３．０／２４')).toBe('203.0.113.0/24');
    expect(foldInput('ip', '2001:DB8::1')).toBe('2001:db8::1');
    expect(foldInput('ip', '203。0。113。5')).toBe('203.0.113.5');
  });

  it('e-mail addresses', () => {
    expect(foldInput('email', 'ｕｓｅｒ＠ｅｘａｍｐｌｅ．ｊｐ')).toBe('user@example.jp');
    expect(foldInput('email', '　super@demo.olive.test　')).toBe('super@demo.olive.test');
  });

  it('management numbers and agency codes', () => {
    expect(foldInput('managementNumber', ' ＭＮ－０００１２３ ')).toBe('MN-000123');
    expect(foldInput('agencyCode', 'Ａ０００２')).toBe('A0002');
    expect(foldInput('agencyCode', 'a0002 ')).toBe('A0002');
  });

  it('numbers and dates', () => {
    expect(foldInput('number', '１，２３４')).toBe('1234');
    expect(foldInput('number', '－５')).toBe('-5');
    expect(foldInput('date', '２０２５／１／１　 ９：３０')).toBe('2025/1/1 9:30');
  });

  it('leaves anything but text alone', () => {
    expect(foldInput('number', 3)).toBe(3);
    expect(foldInput('code', undefined)).toBeUndefined();
  });
});

describe('the schemas fold before they check (what the server stores)', () => {
  // biome-ignore lint/suspicious/noExplicitAny: any schema of the package
  const coerced = (struct: Struct<any, any>, value: unknown) => validate(value, struct, { coerce: true });

  it('login e-mail, codes, IPs, management numbers, pages', () => {
    expect(coerced(loginBody, { email: 'ｓｕｐｅｒ＠ｄｅｍｏ．ｏｌｉｖｅ．ｔｅｓｔ ', password: 'x' })[1]).toEqual({
      email: 'super@demo.olive.test',
      password: 'x',
    });
    expect(coerced(verifyCodeBody, { code: '７６２３３９' })[1]).toEqual({ code: '762339' });
    expect(coerced(agencyIpBody, { agencyCode: 'Ａ０００２', ipAddress: '２０３．０．１１３．５ ' })[1]).toEqual({
      agencyCode: 'A0002',
      ipAddress: '203.0.113.5',
    });
    expect(coerced(cancellationBody, { managementNumber: ' ｍｎ０１ ' })[1]).toEqual({ managementNumber: 'MN01' });
    expect(coerced(page, '２')[1]).toBe(2);
  });

  it('still refuses what is not one', () => {
    expect(coerced(verifyCodeBody, { code: '７６２３３' })[0]).toBeDefined();
    expect(coerced(agencyIpBody, { agencyCode: 'A0002', ipAddress: '２０３．０．１１３' })[0]).toBeDefined();
  });
});
