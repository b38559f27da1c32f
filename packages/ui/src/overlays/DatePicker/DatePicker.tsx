import { useClick, useDismiss, useInteractions, useRole } from '@floating-ui/react';
import { checkDateInput, type DateBound, fieldMessage, messages } from '@olive/api';
import { type ReactNode, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import { CalendarIcon } from '../../icons';
import { ControlGroup } from '../../internal/controlStyles';
import { Field, type FieldError } from '../../primitives/Field';
import { dateStrings } from '../../strings';
import { focusRing, iconSize, innerControlSize } from '../../tokens/control';
import { space } from '../../tokens/scale';
import { vars } from '../../tokens/vars';
import { OverlayLayer, OverlaySurface, useOverlayPosition } from '../internal/floating';
import { Calendar } from './Calendar';
import { compareDays, type Day, dayText, parsePickerText, precisionOf, type TimePrecision } from './calendar';

export interface DatePickerProps {
  /** 入力欄の名前（項目名。例: 初回契約日）。 */
  label: ReactNode;
  /**
   * 日付の文字列（日本時間）。入力中は打ったまま（2025/1/1、令和7年1月1日、全角の数字も可）、欄を離れるか Enter で `yyyy/MM/dd`（`time` があれば `yyyy/MM/dd HH:mm` か `yyyy/MM/dd HH:mm:ss`）にそろえます。
   * 空なら `''`。日付として読めない文字はそのまま残し、欄を離れたあとにエラーを出します。
   */
  value: string;
  /** 値が変わるたびに、新しい文字列で呼ばれます。 */
  onChange: (value: string) => void;
  /** フォーカスが欄から出たときに呼ばれます（フォームが「触った」と記録します）。 */
  onBlur?: () => void;
  /** 時刻まで入力するか。`none`（既定）は日付だけ、`minutes` は時:分、`seconds` は時:分:秒。 */
  time?: 'none' | 'minutes' | 'seconds';
  /** 期間のどちらの端か。日付だけのとき、`start`（既定）はその日の 00:00、`end` は 23:59 と読みます。 */
  bound?: 'start' | 'end';
  /** カレンダーで日を選んだとき、まだ時刻がなければ付ける時刻（既定: 端に合わせて最初か最後の時刻）。 */
  defaultTime?: string;
  /** 選べる最初の日（`yyyy/MM/dd`）。これより前の日はカレンダーで選べず、入力するとエラーになります。 */
  min?: string;
  /** 選べる最後の日（`yyyy/MM/dd`）。これより後の日はカレンダーで選べず、入力するとエラーになります。 */
  max?: string;
  /** 入力の形式の案内（既定は入力例）。期間の入力欄のように、ほかで案内するときは `null`。 */
  description?: ReactNode;
  /** エラーの文言で使う項目名（「{fieldLabel}は…」）。省略すると、項目名が文字ならそれを使います。 */
  fieldLabel?: string;
  /** フォームからのエラーの文言。入力欄自身の形式のエラーの代わりに出ます。枠が赤くなり、欄は「無効」と読み上げられます。 */
  error?: FieldError;
  /** 必須の項目。「必須」の印を付け、空のまま離れるとエラーになります。 */
  required?: boolean;
  /** 入力もカレンダーも使えなくします。 */
  disabled?: boolean;
  /** 項目名を画面から隠し、読み上げでだけ伝えます。 */
  hideLabel?: boolean;
  /** 入力欄の id（省略すると自動）。 */
  id?: string;
  /** 送信するときの項目名。 */
  name?: string;
  /** ストーリーとテスト用の「いま」（エポックミリ秒）。カレンダーの今日の印に使います。 */
  now?: number;
}

const Box = styled(ControlGroup)`
  & input {
    flex: 1;
    min-width: 0;
    border: 0;
    padding: ${space[2]} ${space[3]};
    background: transparent;
    color: inherit;
    outline: none;
    font-variant-numeric: tabular-nums;
  }
  & button[data-part='open'] {
    display: inline-grid;
    place-items: center;
    width: ${innerControlSize.inner};
    height: ${innerControlSize.inner};
    margin-inline-end: 2px;
    border: 0;
    border-radius: 6px;
    background: transparent;
    color: ${vars.color.text.muted};
    cursor: pointer;
  }
  & button[data-part='open']:hover:not(:disabled) { background: ${vars.color.background.subtle}; }
  & button[data-part='open']:focus-visible { outline: ${focusRing.width} solid ${vars.color.border.focus}; }
  & button[data-part='open'] svg { width: ${iconSize.md}; height: ${iconSize.md}; }
`;

const Panel = styled(OverlaySurface)`
  padding: ${space[3]};
`;

function toDay(text: string | undefined): Day | null {
  return text ? (parsePickerText(text, 'none')?.day ?? null) : null;
}

/**
 * The field's message for text that is no date (the api package's schema, as the server reads it),
 * or that falls outside min/max, in docs/product.md §5's 「{label}は…」 form; undefined when it is fine.
 */
export function datePickerProblem(
  value: string,
  time: TimePrecision,
  min?: string,
  max?: string,
  label: string = dateStrings.fallbackLabel,
  bound: DateBound = 'start',
): string | undefined {
  if (value.trim() === '') return undefined;
  const check = checkDateInput(value, precisionOf(time), bound);
  if (!check.ok) return fieldMessage(label, check.message);
  const day = toDay(check.value.slice(0, 10));
  const lo = toDay(min);
  const hi = toDay(max);
  if (day && lo && compareDays(day, lo) < 0) return fieldMessage(label, messages.dateMin(dayText(lo)));
  if (day && hi && compareDays(day, hi) > 0) return fieldMessage(label, messages.dateMax(dayText(hi)));
  return undefined;
}

/** The text the field shows once left: the API's text when it is a date, else what was typed. */
export function normalizedPickerText(value: string, time: TimePrecision, bound: DateBound = 'start'): string {
  if (value.trim() === '') return value;
  const check = checkDateInput(value, precisionOf(time), bound);
  return check.ok ? check.value : value;
}

/**
 * A date (and optionally time) input in Japanese formats: type it, or pick a day from the calendar.
 * Dates are Japan wall-clock text, so what the user sees is what is sent, whatever the browser zone.
 */
export function DatePicker({
  label,
  value,
  onChange,
  onBlur,
  time = 'none',
  bound = 'start',
  defaultTime,
  min,
  max,
  description,
  fieldLabel,
  error,
  required,
  disabled,
  hideLabel,
  id,
  name,
  now,
}: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const [left, setLeft] = useState(false);
  const dialogId = useId();
  const { refs, floatingStyles, context } = useOverlayPosition<HTMLButtonElement>({
    open,
    onOpenChange: setOpen,
    placement: 'bottom-end',
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'dialog' }),
  ]);
  const parsed = parsePickerText(value, time, bound);
  const messageLabel = fieldLabel ?? (typeof label === 'string' ? label : dateStrings.fallbackLabel);
  const own = left ? datePickerProblem(value, time, min, max, messageLabel, bound) : undefined;
  const endOfDay = time === 'seconds' ? '23:59:59' : '23:59';
  const startOfDay = time === 'seconds' ? '00:00:00' : '00:00';
  const pick = (day: Day) => {
    const timePart =
      time === 'none'
        ? ''
        : ` ${parsed?.timeTyped ? parsed.time : defaultTime || (bound === 'end' ? endOfDay : startOfDay)}`;
    onChange(`${dayText(day)}${timePart}`);
    setLeft(true);
    setOpen(false);
  };
  // Left or confirmed with Enter, a date shows as the API's text: what is sent is what is seen.
  const normalize = (sync: boolean) => {
    const next = normalizedPickerText(value, time, bound);
    if (next === value) return;
    if (sync) flushSync(() => onChange(next));
    else onChange(next);
  };
  return (
    <Field
      label={label}
      description={description === undefined ? dateStrings.hint[time] : description}
      error={error ?? own}
      required={required}
      hideLabel={hideLabel}
      controlId={id}
    >
      {(control) => (
        <Box data-invalid={control['aria-invalid'] ? '' : undefined} data-disabled={disabled ? '' : undefined}>
          <input
            type="text"
            autoComplete="off"
            name={name}
            value={value}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
            onBlur={() => {
              normalize(false);
              setLeft(true);
              onBlur?.();
            }}
            onKeyDown={(event) => {
              // Enter submits the form: the text is normalised first, so the form reads the API's text.
              if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
                normalize(true);
                setLeft(true);
              }
            }}
            {...control}
          />
          <button
            type="button"
            data-part="open"
            ref={refs.setReference}
            aria-label={dateStrings.openCalendar}
            disabled={disabled}
            {...getReferenceProps()}
          >
            <CalendarIcon aria-hidden="true" />
          </button>
          {open ? (
            <OverlayLayer context={context} modal initialFocus={-1}>
              <Panel
                ref={refs.setFloating}
                style={floatingStyles}
                id={dialogId}
                aria-label={dateStrings.calendar}
                {...getFloatingProps()}
              >
                <Calendar selected={parsed?.day ?? null} onSelect={pick} min={toDay(min)} max={toDay(max)} now={now} />
              </Panel>
            </OverlayLayer>
          ) : null}
        </Box>
      )}
    </Field>
  );
}
