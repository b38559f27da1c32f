import { type Struct, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { toJsonSchema } from '../openapi/jsonSchema';
import { fieldLabels } from '../validation/labels';
import { toFieldErrors } from '../validation/toFieldErrors';
import { contractExportQuery, contractListQuery } from './contracts';
import { checkDateInput, dateFieldSchema } from './dates';
import { actionLogDownloadBody, actionLogQuery } from './logs';

function check<T>(struct: Struct<T, unknown>, value: unknown) {
  const [error, result] = validate(value, struct, { coerce: true });
  return error ? { errors: toFieldErrors(error, fieldLabels) } : { value: result };
}

describe('the date fields of the endpoints read what the forms read', () => {
  it('normalises typed contract bounds to the API format, a day alone covering the whole day', () => {
    for (const typed of [
      '2025/01/01',
      '2025/1/1',
      '2025-01-01',
      '2025.1.1',
      '２０２５／１／１',
      '令和7年1月1日',
      'R7.1.1',
    ]) {
      expect(
        check(contractListQuery, { agencyCode: 'A0001', startFirstContractDate: typed, endFirstPaymentDate: typed }),
        typed,
      ).toEqual({
        value: {
          agencyCode: 'A0001',
          startFirstContractDate: '2025/01/01 00:00',
          endFirstPaymentDate: '2025/01/01 23:59',
        },
      });
    }
    expect(
      check(contractExportQuery, {
        agencyCode: 'A0001',
        startFirstPaymentDate: '2025/01/01 9:05',
        endFirstContractDate: null,
      }),
    ).toEqual({
      value: { agencyCode: 'A0001', startFirstPaymentDate: '2025/01/01 09:05', endFirstContractDate: null },
    });
  });

  it('lets the log filter take a day alone or minutes: seconds :00 at the start, :59 at the end', () => {
    expect(check(actionLogQuery, { startDate: '2026/11/22', endDate: '2026/11/22' })).toEqual({
      value: { startDate: '2026/11/22 00:00:00', endDate: '2026/11/22 23:59:59' },
    });
    expect(check(actionLogDownloadBody, { startDate: '2026/11/22 11:59', endDate: '2026/11/22 12:00' })).toEqual({
      value: { startDate: '2026/11/22 11:59:00', endDate: '2026/11/22 12:00:59' },
    });
    expect(check(actionLogQuery, { startDate: '2026/11/22 11:59:30' })).toEqual({
      value: { startDate: '2026/11/22 11:59:30' },
    });
  });

  it('refuses what is no date with 「{label}は…」 messages, never a format string', () => {
    const answer = check(contractListQuery, {
      agencyCode: 'A0001',
      startFirstContractDate: '2025/02/30',
      endFirstContractDate: 'あした',
      startFirstPaymentDate: '令和0年1月1日',
      endFirstPaymentDate: '2025/01/01 25:00',
    });
    expect(answer).toEqual({
      errors: {
        startFirstContractDate: ['初回契約日（開始）は存在しない日付です。'],
        endFirstContractDate: [
          '初回契約日（終了）は日付として読み取れません。2025/01/01、2025/1/1 9:30、令和7年1月1日 のように指定してください。',
        ],
        startFirstPaymentDate: ['初回入金日（開始）は存在しない日付です。'],
        endFirstPaymentDate: ['初回入金日（終了）は存在しない時刻です。'],
      },
    });
    expect(check(actionLogQuery, { startDate: '平成31年5月1日', endDate: 12 })).toEqual({
      errors: {
        startDate: ['開始日時は平成の期間（1989/01/08〜2019/04/30）にない日付です。'],
        endDate: ['終了日時は形式が違います。'],
      },
    });
    const all = JSON.stringify(answer);
    expect(all).not.toMatch(/yyyy|HH:mm|MM\/dd/);
  });

  it('checkDateInput answers as the schema does (what the date fields use)', () => {
    expect(checkDateInput('R7.1.1', 'minutes', 'end')).toEqual({ ok: true, value: '2025/01/01 23:59' });
    expect(checkDateInput('２０２５／１／１', 'date')).toEqual({ ok: true, value: '2025/01/01' });
    expect(checkDateInput('2025/02/30', 'date')).toEqual({ ok: false, message: '存在しない日付です。' });
    expect(checkDateInput('令和元年4月30日', 'seconds')).toEqual({
      ok: false,
      message: '令和の期間（2019/05/01〜）にない日付です。',
    });
    expect(dateFieldSchema('minutes', 'start')).toBe(dateFieldSchema('minutes', 'start'));
  });

  it('documents the API format and what else is read in the OpenAPI schema', () => {
    const schema = toJsonSchema(contractListQuery.schema.startFirstContractDate);
    expect(schema).toMatchObject({ type: ['string', 'null'], examples: ['2025/01/01 00:00'] });
    expect(schema.description).toContain('yyyy/MM/dd HH:mm');
    expect(toJsonSchema(actionLogQuery.schema.endDate)).toMatchObject({
      type: 'string',
      examples: ['2025/01/01 23:59:59'],
    });
  });
});
