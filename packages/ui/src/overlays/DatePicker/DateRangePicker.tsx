import { type DateBound, dateMessages, fieldMessage } from '@olive/api';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FieldGroup } from '../../primitives/Field';
import { dateStrings } from '../../strings';
import { space } from '../../tokens/scale';
import { parsePickerText, precisionOf, type TimePrecision } from './calendar';
import { DatePicker } from './DatePicker';

export interface DateRange {
  /** 開始の日付（DatePicker の値と同じ形）。 */
  start: string;
  /** 終了の日付（DatePicker の値と同じ形）。 */
  end: string;
}

export interface DateRangePickerProps {
  /** 期間の名前（組の見出し。例: 初回契約日）。 */
  label: ReactNode;
  /** 開始と終了の値（`{ start, end }`。それぞれ DatePicker の値と同じ形）。 */
  value: DateRange;
  /** どちらかが変わるたびに、新しい `{ start, end }` で呼ばれます。 */
  onChange: (value: DateRange) => void;
  /** 時刻まで入力するか。`none`（既定）、`minutes`、`seconds`。 */
  time?: 'none' | 'minutes' | 'seconds';
  /** 開始の欄の名前（既定「開始」）。 */
  startLabel?: string;
  /** 終了の欄の名前（既定「終了」）。 */
  endLabel?: string;
  /** 期間の形式の案内（既定: 入力例と、日付だけのとき開始は 00:00、終了は 23:59 と読むこと）。 */
  description?: ReactNode;
  /** フォームからのエラーの文言（開始が終了より後 など）。 */
  error?: string;
  /** 選べる最初の日（`yyyy/MM/dd`）。 */
  min?: string;
  /** 選べる最後の日（`yyyy/MM/dd`）。 */
  max?: string;
  /** 両方の欄を使えなくします。 */
  disabled?: boolean;
  /** ストーリーとテスト用の「いま」（エポックミリ秒）。 */
  now?: number;
}

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${space[3]};
`;

const comparable = (text: string, time: TimePrecision, bound: DateBound) =>
  parsePickerText(text, time, bound)?.value ?? null;

/**
 * The range problem: an end before the start, worded 「{endLabel}は開始日時以降の日時を指定してください。」.
 * Both ends are read as typed (2025/1/1, 令和7年1月1日…) and compared as the API's text, a day alone
 * being the start's first moment and the end's last, so 2025/1/1〜2025/1/1 is one whole day.
 */
export function rangeProblem(
  value: DateRange,
  time: TimePrecision,
  endLabel: string = dateStrings.rangeEnd,
): string | undefined {
  const a = comparable(value.start, time, 'start');
  const b = comparable(value.end, time, 'end');
  return a && b && b < a ? fieldMessage(endLabel, dateMessages.rangeOrder(precisionOf(time))) : undefined;
}

/**
 * Two DatePickers (開始 / 終了) under one legend and one format hint. A day alone, typed or picked,
 * covers whole days: the start gets its first moment and the end its last; an end before the start
 * is reported. Each field's messages name it as 「{legend}（開始）は…」.
 */
export function DateRangePicker({
  label,
  value,
  onChange,
  time = 'none',
  startLabel = dateStrings.rangeStart,
  endLabel = dateStrings.rangeEnd,
  description,
  error,
  min,
  max,
  disabled,
  now,
}: DateRangePickerProps) {
  const named = (part: string) => (typeof label === 'string' ? `${label}（${part}）` : part);
  const problem = error ?? rangeProblem(value, time, named(endLabel));
  return (
    <FieldGroup
      legend={label}
      description={description === undefined ? dateStrings.rangeHint[time] : description}
      error={problem}
    >
      <Row>
        <DatePicker
          label={startLabel}
          fieldLabel={named(startLabel)}
          description={null}
          value={value.start}
          onChange={(start) => onChange({ ...value, start })}
          time={time}
          bound="start"
          min={min}
          max={max}
          disabled={disabled}
          now={now}
        />
        <DatePicker
          label={endLabel}
          fieldLabel={named(endLabel)}
          description={null}
          value={value.end}
          onChange={(end) => onChange({ ...value, end })}
          time={time}
          bound="end"
          min={min}
          max={max}
          disabled={disabled}
          now={now}
        />
      </Row>
    </FieldGroup>
  );
}
