import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FieldGroup } from '../../primitives/Field';
import { dateStrings } from '../../strings';
import { space } from '../../tokens/scale';
import { parsePickerText, type TimePrecision } from './calendar';
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

const sortable = (text: string, time: TimePrecision) => (parsePickerText(text, time) ? text : null);

/** The range problem: an end before the start. The texts share one format, so they sort as text. */
export function rangeProblem(value: DateRange, time: TimePrecision): string | undefined {
  const a = sortable(value.start, time);
  const b = sortable(value.end, time);
  return a && b && b < a ? dateStrings.rangeOrder : undefined;
}

/**
 * Two DatePickers (開始 / 終了) under one legend. A picked end gets the day's last minute and a start
 * its first, so a day-only choice covers whole days; an end before the start is reported.
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
  const problem = error ?? rangeProblem(value, time);
  const endOfDay = time === 'seconds' ? '23:59:59' : '23:59';
  return (
    <FieldGroup legend={label} description={description} error={problem}>
      <Row>
        <DatePicker
          label={startLabel}
          value={value.start}
          onChange={(start) => onChange({ ...value, start })}
          time={time}
          defaultTime={time === 'seconds' ? '00:00:00' : '00:00'}
          min={min}
          max={max}
          disabled={disabled}
          now={now}
        />
        <DatePicker
          label={endLabel}
          value={value.end}
          onChange={(end) => onChange({ ...value, end })}
          time={time}
          defaultTime={endOfDay}
          min={min}
          max={max}
          disabled={disabled}
          now={now}
        />
      </Row>
    </FieldGroup>
  );
}
