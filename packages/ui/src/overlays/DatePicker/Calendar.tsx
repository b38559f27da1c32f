import { ja } from 'date-fns/locale';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons';
import { IconButton } from '../../primitives/IconButton';
import { dateStrings } from '../../strings';
import { borderWidth, focusRing, innerControlSize } from '../../tokens/control';
import { fontSize, fontWeight, radius, space } from '../../tokens/scale';
import { vars } from '../../tokens/vars';
import {
  addDays,
  addMonths,
  compareDays,
  type Day,
  dayLabel,
  monthGrid,
  monthTitle,
  sameDay,
  todayInTokyo,
  weekday,
} from './calendar';

export interface CalendarProps {
  selected: Day | null;
  onSelect: (day: Day) => void;
  min?: Day | null;
  max?: Day | null;
  /** For tests and stories: "now" as epoch ms (default Date.now()). */
  now?: number;
}

const Root = styled.div`
  display: grid;
  gap: ${space[2]};
  width: 288px;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  & h2 { margin: 0; font-size: ${fontSize.md}; font-weight: ${fontWeight.bold}; }
`;

const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  & th { padding: ${space[1]} 0; font-size: ${fontSize.xs}; font-weight: ${fontWeight.medium}; color: ${vars.color.text.muted}; }
  & th[data-weekday='0'] { color: ${vars.color.feedback.danger.text}; }
  & th[data-weekday='6'] { color: ${vars.color.feedback.info.text}; }
  & td { padding: 1px; text-align: center; }
`;

const DayButton = styled.button`
  width: ${innerControlSize.inner};
  height: ${innerControlSize.inner};
  border: ${borderWidth.thin} solid transparent;
  border-radius: ${radius.md};
  background: transparent;
  color: ${vars.color.text.default};
  font-size: ${fontSize.sm};
  cursor: pointer;

  &:hover:not(:disabled) { background: ${vars.color.control.neutralHover}; }
  &[aria-current='date'] { border-color: ${vars.color.primary.text}; font-weight: ${fontWeight.bold}; }
  &[aria-pressed='true'] { background: ${vars.color.primary.solid}; color: ${vars.color.text.onPrimary}; }
  &:disabled { color: ${vars.color.text.disabled}; cursor: not-allowed; text-decoration: line-through; }
  &:focus-visible { outline: ${focusRing.width} solid ${vars.color.border.focus}; outline-offset: 1px; }
`;

const clamp = (d: Day, min?: Day | null, max?: Day | null) =>
  min && compareDays(d, min) < 0 ? min : max && compareDays(d, max) > 0 ? max : d;

/** Where a key moves the focused day: a day or a week, a month, the week's ends. */
function keyTarget(key: string, d: Day): Day | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(d, -1);
    case 'ArrowRight':
      return addDays(d, 1);
    case 'ArrowUp':
      return addDays(d, -7);
    case 'ArrowDown':
      return addDays(d, 7);
    case 'PageUp':
      return addMonths(d, -1);
    case 'PageDown':
      return addMonths(d, 1);
    case 'Home':
      return addDays(d, -weekday(d));
    case 'End':
      return addDays(d, 6 - weekday(d));
    default:
      return null;
  }
}

/**
 * A month grid in Japanese (2026年11月, 日 月 火 水 木 金 土). Arrows move a day or a week, PageUp and
 * PageDown a month, Home and End to the week's ends, Enter or Space picks. Today is Japan's today.
 */
export function Calendar({ selected, onSelect, min, max, now }: CalendarProps) {
  const today = todayInTokyo(now);
  const [focused, setFocused] = useState<Day>(clamp(selected ?? today, min, max));
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  });

  const move = (next: Day) => {
    moved.current = true;
    setFocused(clamp(next, min, max));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const next = keyTarget(event.key, focused);
    if (next) {
      event.preventDefault();
      move(next);
    }
  };

  const outOfRange = (d: Day) => (min ? compareDays(d, min) < 0 : false) || (max ? compareDays(d, max) > 0 : false);
  const weekdays = [0, 1, 2, 3, 4, 5, 6].map((i) => ja.localize.day(i as 0, { width: 'short' }));
  const title = monthTitle(focused.year, focused.month, { locale: ja });
  const titleId = `calendar-${focused.year}-${focused.month}`;

  return (
    <Root>
      <Header>
        <IconButton
          label={dateStrings.previousMonth}
          icon={<ChevronLeftIcon />}
          size="sm"
          variant="ghost"
          onClick={() => setFocused(addMonths(focused, -1))}
        />
        <h2 id={titleId} aria-live="polite">
          {title}
        </h2>
        <IconButton
          label={dateStrings.nextMonth}
          icon={<ChevronRightIcon />}
          size="sm"
          variant="ghost"
          onClick={() => setFocused(addMonths(focused, 1))}
        />
      </Header>
      <Grid role="grid" aria-labelledby={titleId} ref={grid} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdays.map((w, i) => (
              <th key={w} scope="col" data-weekday={i} abbr={ja.localize.day(i as 0, { width: 'wide' })}>
                {w}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(focused.year, focused.month).map((week) => (
            <tr key={week.find(Boolean)?.day}>
              {week.map((d, i) =>
                d ? (
                  <td key={d.day}>
                    <DayButton
                      type="button"
                      tabIndex={sameDay(d, focused) ? 0 : -1}
                      aria-label={dayLabel(d, { locale: ja })}
                      aria-pressed={sameDay(d, selected)}
                      aria-current={sameDay(d, today) ? 'date' : undefined}
                      disabled={outOfRange(d)}
                      onClick={() => onSelect(d)}
                      onFocus={() => {
                        if (!sameDay(d, focused)) setFocused(d);
                      }}
                    >
                      {d.day}
                    </DayButton>
                  </td>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: padding cells have no identity but their place
                  <td key={`pad-${i}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Grid>
    </Root>
  );
}
