import { eraYearNames } from '@olive/api';
import { ja } from 'date-fns/locale';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from '../../icons';
import { IconButton } from '../../primitives/IconButton';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { dateStrings } from '../../strings';
import { borderWidth, focusRing, iconSize, innerControlSize } from '../../tokens/control';
import { fontSize, fontWeight, radius, space } from '../../tokens/scale';
import { vars } from '../../tokens/vars';
import {
  addDays,
  addMonths,
  compareDays,
  type Day,
  dayLabel,
  daysInMonth,
  monthGrid,
  monthTitle,
  sameDay,
  todayInTokyo,
  weekday,
} from './calendar';

export interface CalendarProps {
  /** 選ばれている日（なければ `null`）。 */
  selected: Day | null;
  /** 日が選ばれたときに、その日で呼ばれます。 */
  onSelect: (day: Day) => void;
  /** 選べる最初の日（それより前は押せません）。 */
  min?: Day | null;
  /** 選べる最後の日（それより後は押せません）。 */
  max?: Day | null;
  /** ストーリーとテスト用の「いま」（エポックミリ秒。既定は現在時刻）。 */
  now?: number;
}

/** The calendar's three lists: the days of a month, the months of a year, twelve years. */
type View = 'days' | 'months' | 'years';

const YEARS_PER_PAGE = 12;
/** Months and years are laid out four to a row. */
const COLUMNS = 4;

const Root = styled.div`
  display: grid;
  gap: ${space[2]};
  width: 288px;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[1]};
  & h2 { margin: 0; font-size: ${fontSize.md}; font-weight: ${fontWeight.bold}; }
  & [data-part='pickers'] { display: flex; gap: ${space[1]}; }
`;

/** The header's 2026年 ▾ and 11月 ▾: they open the year and month lists. */
const ViewButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  height: 32px;
  padding: 0 ${space[2]};
  border: ${borderWidth.thin} solid transparent;
  border-radius: ${radius.md};
  background: transparent;
  color: ${vars.color.text.default};
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.bold};
  cursor: pointer;
  font-variant-numeric: tabular-nums;

  &:hover { background: ${vars.color.control.neutralHover}; }
  &:focus-visible { outline: ${focusRing.width} solid ${vars.color.border.focus}; outline-offset: 1px; }
  & svg { width: ${iconSize.sm}; height: ${iconSize.sm}; color: ${vars.color.text.muted}; }
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

/** The year and month lists: a grid of buttons, four to a row. */
const ListGrid = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  & td { padding: 2px; }
`;

const ListButton = styled.button`
  display: grid;
  place-items: center;
  align-content: center;
  width: 100%;
  min-height: 44px;
  padding: 2px;
  border: ${borderWidth.thin} solid transparent;
  border-radius: ${radius.md};
  background: transparent;
  color: ${vars.color.text.default};
  font-size: ${fontSize.sm};
  line-height: 1.3;
  cursor: pointer;
  font-variant-numeric: tabular-nums;

  & small { font-size: ${fontSize.xs}; color: ${vars.color.text.muted}; }
  &:hover:not(:disabled) { background: ${vars.color.control.neutralHover}; }
  &[aria-current='date'] { border-color: ${vars.color.primary.text}; font-weight: ${fontWeight.bold}; }
  &[aria-pressed='true'] { background: ${vars.color.primary.solid}; color: ${vars.color.text.onPrimary}; }
  &[aria-pressed='true'] small { color: inherit; }
  &:disabled { color: ${vars.color.text.disabled}; cursor: not-allowed; text-decoration: line-through; }
  &:focus-visible { outline: ${focusRing.width} solid ${vars.color.border.focus}; outline-offset: 1px; }
`;

const clamp = (d: Day, min?: Day | null, max?: Day | null) =>
  min && compareDays(d, min) < 0 ? min : max && compareDays(d, max) > 0 ? max : d;

/** The same day in another year and month, on the month's last day when it has fewer days. */
const inMonth = (d: Day, year: number, month: number): Day => ({
  year,
  month,
  day: Math.min(d.day, daysInMonth(year, month)),
});

/** Where a key moves the focused day: a day or a week, a month (Shift: a year), the week's ends. */
function keyTarget(key: string, shift: boolean, d: Day): Day | null {
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
      return addMonths(d, shift ? -12 : -1);
    case 'PageDown':
      return addMonths(d, shift ? 12 : 1);
    case 'Home':
      return addDays(d, -weekday(d));
    case 'End':
      return addDays(d, 6 - weekday(d));
    default:
      return null;
  }
}

/**
 * Where a key moves in a list of four to a row: one step, a row, a page (twelve), the row's ends.
 * `index` is the position in the list (0-based, a year's offset or a month - 1).
 */
function listStep(key: string, index: number): number | null {
  switch (key) {
    case 'ArrowLeft':
      return -1;
    case 'ArrowRight':
      return 1;
    case 'ArrowUp':
      return -COLUMNS;
    case 'ArrowDown':
      return COLUMNS;
    case 'PageUp':
      return -12;
    case 'PageDown':
      return 12;
    case 'Home':
      return -(index % COLUMNS);
    case 'End':
      return COLUMNS - 1 - (index % COLUMNS);
    default:
      return null;
  }
}

const rowsOf = <T,>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / COLUMNS) }, (_, i) => items.slice(i * COLUMNS, (i + 1) * COLUMNS));

/**
 * A month grid in Japanese (2026年11月, 日 月 火 水 木 金 土), with year and month lists: the header's
 * 「2026年」 and 「11月」 buttons open twelve years (with their era, 2024 令和6) or the twelve months,
 * so 2024 is two actions away. Days: arrows move a day or a week, PageUp/PageDown a month (with Shift
 * a year), Home/End to the week's ends, Enter or Space picks. Lists: arrows move, PageUp/PageDown
 * twelve, Enter or Space chooses and returns to the days, Escape returns without choosing. Today is
 * Japan's today.
 */
/**
 * The year's era under it (2024 令和6年); a year of two eras names the earlier one to screen readers
 * only, after what is visible (the name contains the visible text).
 */
function YearLabel({ year }: { year: number }) {
  const names = eraYearNames(year);
  const era = names[names.length - 1];
  const earlier = names.slice(0, -1);
  return (
    <>
      <span>{year}年</span>
      {era ? (
        <small>
          {era}
          {earlier.length ? <VisuallyHidden>（{earlier.join('・')}）</VisuallyHidden> : null}
        </small>
      ) : null}
    </>
  );
}

export function Calendar({ selected, onSelect, min, max, now }: CalendarProps) {
  const today = todayInTokyo(now);
  const [focused, setFocused] = useState<Day>(clamp(selected ?? today, min, max));
  const [view, setView] = useState<View>('days');
  const root = useRef<HTMLDivElement>(null);
  const yearButton = useRef<HTMLButtonElement>(null);
  const monthButton = useRef<HTMLButtonElement>(null);
  /** What takes focus after the next render: the list's current item, or a header button. */
  const focusNext = useRef<'grid' | 'year' | 'month' | null>(null);
  const id = useId();

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    if (target === 'year') yearButton.current?.focus();
    else if (target === 'month') monthButton.current?.focus();
    else root.current?.querySelector<HTMLButtonElement>('[data-part="grid"] button[tabindex="0"]')?.focus();
  });

  const go = (next: Day, nextView: View = view, focus: 'grid' | 'year' | 'month' | null = 'grid') => {
    focusNext.current = focus;
    setFocused(clamp(next, min, max));
    setView(nextView);
  };

  const outOfRange = (d: Day) => (min ? compareDays(d, min) < 0 : false) || (max ? compareDays(d, max) > 0 : false);
  const monthOutOfRange = (year: number, month: number) =>
    (min ? year * 12 + month < min.year * 12 + min.month : false) ||
    (max ? year * 12 + month > max.year * 12 + max.month : false);
  const yearOutOfRange = (year: number) => (min ? year < min.year : false) || (max ? year > max.year : false);

  const onDaysKeyDown = (event: KeyboardEvent) => {
    const next = keyTarget(event.key, event.shiftKey, focused);
    if (next) {
      event.preventDefault();
      go(next);
    }
  };

  /** Escape in a list goes back to the days (not out of the dialog), focus on the button that opened it. */
  const backToDays = (event: KeyboardEvent, from: 'year' | 'month') => {
    event.preventDefault();
    event.stopPropagation();
    event.nativeEvent.stopImmediatePropagation();
    go(focused, 'days', from);
  };

  const titleId = `${id}-title`;
  let header: ReactNode;
  let body: ReactNode;

  if (view === 'days') {
    const weekdays = [0, 1, 2, 3, 4, 5, 6].map((i) => ja.localize.day(i as 0, { width: 'short' }));
    header = (
      <>
        <IconButton
          label={dateStrings.previousMonth}
          icon={<ChevronLeftIcon />}
          size="sm"
          variant="ghost"
          onClick={() => go(addMonths(focused, -1), 'days', null)}
        />
        <VisuallyHidden as="h2" id={titleId} aria-live="polite">
          {monthTitle(focused.year, focused.month)}
        </VisuallyHidden>
        <div data-part="pickers">
          <ViewButton
            type="button"
            ref={yearButton}
            aria-label={dateStrings.chooseYear(focused.year)}
            onClick={() => go(focused, 'years')}
          >
            {focused.year}年<ChevronDownIcon aria-hidden="true" />
          </ViewButton>
          <ViewButton
            type="button"
            ref={monthButton}
            aria-label={dateStrings.chooseMonth(focused.month)}
            onClick={() => go(focused, 'months')}
          >
            {focused.month}月<ChevronDownIcon aria-hidden="true" />
          </ViewButton>
        </div>
        <IconButton
          label={dateStrings.nextMonth}
          icon={<ChevronRightIcon />}
          size="sm"
          variant="ghost"
          onClick={() => go(addMonths(focused, 1), 'days', null)}
        />
      </>
    );
    body = (
      <Grid role="grid" aria-labelledby={titleId} data-part="grid" onKeyDown={onDaysKeyDown}>
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
                      aria-label={dayLabel(d)}
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
    );
  } else if (view === 'years') {
    const first = Math.floor(focused.year / YEARS_PER_PAGE) * YEARS_PER_PAGE;
    const years = Array.from({ length: YEARS_PER_PAGE }, (_, i) => first + i);
    const toYear = (year: number) => inMonth(focused, year, focused.month);
    header = (
      <>
        <IconButton
          label={dateStrings.previousYears}
          icon={<ChevronLeftIcon />}
          size="sm"
          variant="ghost"
          onClick={() => go(toYear(focused.year - YEARS_PER_PAGE), 'years', null)}
        />
        <h2 id={titleId} aria-live="polite">
          {dateStrings.yearsTitle(first, first + YEARS_PER_PAGE - 1)}
        </h2>
        <IconButton
          label={dateStrings.nextYears}
          icon={<ChevronRightIcon />}
          size="sm"
          variant="ghost"
          onClick={() => go(toYear(focused.year + YEARS_PER_PAGE), 'years', null)}
        />
      </>
    );
    body = (
      <ListGrid
        role="grid"
        aria-labelledby={titleId}
        data-part="grid"
        onKeyDown={(event) => {
          if (event.key === 'Escape') return backToDays(event, 'year');
          const step = listStep(event.key, focused.year - first);
          if (step === null) return;
          event.preventDefault();
          const year = focused.year + step;
          if (!yearOutOfRange(year)) go(toYear(year));
        }}
      >
        <tbody>
          {rowsOf(years).map((row) => (
            <tr key={row[0]}>
              {row.map((year) => (
                <td key={year}>
                  <ListButton
                    type="button"
                    tabIndex={year === focused.year ? 0 : -1}
                    aria-pressed={year === focused.year}
                    aria-current={year === today.year ? 'date' : undefined}
                    disabled={yearOutOfRange(year)}
                    onClick={() => go(toYear(year), 'days')}
                  >
                    <YearLabel year={year} />
                  </ListButton>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </ListGrid>
    );
  } else {
    const months = Array.from({ length: 12 }, (_, i) => i + 1);
    header = (
      <>
        <IconButton
          label={dateStrings.previousYear}
          icon={<ChevronLeftIcon />}
          size="sm"
          variant="ghost"
          onClick={() => go(addMonths(focused, -12), 'months', null)}
        />
        <h2 id={titleId} aria-live="polite">
          {focused.year}年
        </h2>
        <IconButton
          label={dateStrings.nextYear}
          icon={<ChevronRightIcon />}
          size="sm"
          variant="ghost"
          onClick={() => go(addMonths(focused, 12), 'months', null)}
        />
      </>
    );
    body = (
      <ListGrid
        role="grid"
        aria-labelledby={titleId}
        data-part="grid"
        onKeyDown={(event) => {
          if (event.key === 'Escape') return backToDays(event, 'month');
          const step = listStep(event.key, focused.month - 1);
          if (step === null) return;
          event.preventDefault();
          const next = addMonths(focused, step);
          if (!monthOutOfRange(next.year, next.month)) go(next);
        }}
      >
        <tbody>
          {rowsOf(months).map((row) => (
            <tr key={row[0]}>
              {row.map((month) => (
                <td key={month}>
                  <ListButton
                    type="button"
                    tabIndex={month === focused.month ? 0 : -1}
                    aria-pressed={month === focused.month}
                    aria-current={focused.year === today.year && month === today.month ? 'date' : undefined}
                    disabled={monthOutOfRange(focused.year, month)}
                    onClick={() => go(inMonth(focused, focused.year, month), 'days')}
                  >
                    {month}月
                  </ListButton>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </ListGrid>
    );
  }

  return (
    <Root ref={root} data-view={view}>
      <Header>{header}</Header>
      {body}
    </Root>
  );
}
