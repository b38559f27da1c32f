import { useClick, useDismiss, useInteractions, useRole } from '@floating-ui/react';
import { type ReactNode, useId, useState } from 'react';
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
import { compareDays, type Day, dayText, formatOf, parsePickerText, type TimePrecision } from './calendar';

export interface DatePickerProps {
  label: ReactNode;
  /**
   * The value as Japan wall-clock text in the picker's format: 'yyyy/MM/dd', or with `time`
   * 'yyyy/MM/dd HH:mm' / 'yyyy/MM/dd HH:mm:ss'. '' when empty. The text is passed on as typed;
   * a value that does not fit the format shows an error after the field is left.
   */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  time?: TimePrecision;
  /** The time a picked day gets when the text has none yet (e.g. 23:59 for a range's end). */
  defaultTime?: string;
  /** Earliest and latest day, 'yyyy/MM/dd'. */
  min?: string;
  max?: string;
  description?: ReactNode;
  /** An error from the form; replaces the picker's own format message. */
  error?: FieldError;
  required?: boolean;
  disabled?: boolean;
  hideLabel?: boolean;
  id?: string;
  name?: string;
  /** For stories and tests: "now" in epoch ms, for the calendar's today. */
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

/** The picker's own message for text it cannot read, or that falls outside min/max. */
export function datePickerProblem(value: string, time: TimePrecision, min?: string, max?: string): string | undefined {
  if (value.trim() === '') return undefined;
  const parsed = parsePickerText(value, time);
  const fmt = formatOf(time);
  if (!parsed) return dateStrings.invalidDate(fmt);
  const lo = toDay(min);
  const hi = toDay(max);
  if (lo && compareDays(parsed.day, lo) < 0) return dateStrings.dateBeforeMin(min ?? '');
  if (hi && compareDays(parsed.day, hi) > 0) return dateStrings.dateAfterMax(max ?? '');
  return undefined;
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
  defaultTime,
  min,
  max,
  description,
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
  const fmt = formatOf(time);
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
  const parsed = parsePickerText(value, time);
  const own = left ? datePickerProblem(value, time, min, max) : undefined;
  const pick = (day: Day) => {
    const timePart =
      time === 'none' ? '' : ` ${parsed?.time || defaultTime || (time === 'seconds' ? '00:00:00' : '00:00')}`;
    onChange(`${dayText(day)}${timePart}`);
    setLeft(true);
    setOpen(false);
  };
  return (
    <Field
      label={label}
      description={description ?? fmt}
      error={error ?? own}
      required={required}
      hideLabel={hideLabel}
      controlId={id}
    >
      {(control) => (
        <Box data-invalid={control['aria-invalid'] ? '' : undefined} data-disabled={disabled ? '' : undefined}>
          <input
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={fmt}
            name={name}
            value={value}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
            onBlur={() => {
              setLeft(true);
              onBlur?.();
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
