import { type DateBound, dateMessages, fieldMessage } from '@olive/api';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FieldGroup } from '../../primitives/Field';
import { dateStrings } from '../../strings';
import { space } from '../../tokens/scale';
import { parsePickerText, precisionOf, type TimePrecision } from './calendar';
import { DatePicker } from './DatePicker';

export interface DateRange {
  start: string;
  end: string;
}

export interface DateRangePickerProps {
  /** The legend of the pair, e.g. 初回契約日. */
  label: ReactNode;
  value: DateRange;
  onChange: (value: DateRange) => void;
  time?: TimePrecision;
  startLabel?: string;
  endLabel?: string;
  /** The pair's one format hint (default: an example and what a day alone means at each end). */
  description?: ReactNode;
  error?: string;
  min?: string;
  max?: string;
  disabled?: boolean;
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
