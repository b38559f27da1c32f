import { useClick, useDismiss, useInteractions } from '@floating-ui/react';
import { foldedIncludes } from '@olive/api';
import { type KeyboardEvent, type RefObject, useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { CheckIcon, ChevronDownIcon, SearchIcon } from '../../icons';
import { controlBoxStyles } from '../../internal/controlStyles';
import { Field } from '../../primitives/Field';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { fieldStrings } from '../../strings';
import { iconSize } from '../../tokens/control';
import { space } from '../../tokens/scale';
import { vars } from '../../tokens/vars';
import { OverlayLayer, OverlaySurface, useOverlayPosition } from '../internal/floating';
import { Option, Trigger } from '../internal/listbox';
import type { SelectProps } from '../Select';

export interface ComboboxProps<V extends string = string> extends SelectProps<V> {
  /** The filter box's accessible name (default: 「{label}を絞り込み」 for a text label). */
  filterLabel?: string;
  /** The filter box's placeholder (default: コード・名前の一部). */
  filterPlaceholder?: string;
}

const Panel = styled(OverlaySurface)`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  padding: ${space[1]};

  & > [data-part='filter'] { position: relative; display: flex; align-items: center; }
  & > [data-part='filter'] > svg {
    position: absolute;
    left: ${space[3]};
    width: ${iconSize.md};
    height: ${iconSize.md};
    color: ${vars.color.text.muted};
    pointer-events: none;
  }
  & > [data-part='filter'] > input { ${controlBoxStyles} padding-left: calc(${space[3]} * 2 + ${iconSize.md}); }
  & > [data-part='no-match'] { padding: ${space[2]} ${space[3]}; color: ${vars.color.text.muted}; }
`;

const OptionList = styled.ul`
  flex: 1 1 auto;
  min-height: 0;
  max-height: 18rem;
  overflow: auto;
  margin: 0;
  padding: 0;
  list-style: none;
`;

type Indexed<V extends string> = { value: V; label: string; disabled?: boolean; index: number };

/** The index after `from` in `step`'s direction that is not disabled, wrapping round; -1 if none. */
function nextEnabled<V extends string>(list: Indexed<V>[], from: number, step: 1 | -1): number {
  for (let n = 1; n <= list.length; n++) {
    const i = (from + step * n + list.length * 2) % list.length;
    if (!list[i]?.disabled) return i;
  }
  return -1;
}

/** The options whose label holds the typed text, each with its index among all options. */
function filterOptions<V extends string>(options: ComboboxProps<V>['options'], text: string): Indexed<V>[] {
  return options.map((o, index) => ({ ...o, index })).filter((o) => foldedIncludes(o.label, text));
}

/** Where the active option starts in a list: on the chosen one, else on the first enabled match. */
function startIndex<V extends string>(list: Indexed<V>[], value: V | '' | undefined): number {
  const chosen = list.findIndex((o) => o.value === value);
  return chosen >= 0 ? chosen : nextEnabled(list, -1, 1);
}

/**
 * The listbox of the options that match the filter, each marked when active (the filter box's
 * aria-activedescendant) or chosen.
 */
function MatchList<V extends string>({
  listId,
  label,
  listRef,
  matches,
  active,
  value,
  onActivate,
  onChoose,
}: {
  listId: string;
  label: ComboboxProps<V>['label'];
  listRef: RefObject<HTMLUListElement | null>;
  matches: Indexed<V>[];
  active: number;
  value: ComboboxProps<V>['value'];
  onActivate: (index: number) => void;
  onChoose: (option: Indexed<V>) => void;
}) {
  return (
    <OptionList id={listId} role="listbox" aria-label={typeof label === 'string' ? label : undefined} ref={listRef}>
      {matches.map((option, i) => (
        <Option
          key={option.value}
          id={`${listId}-${option.index}`}
          role="option"
          data-index={i}
          data-active={active === i ? '' : undefined}
          aria-selected={option.value === value}
          aria-disabled={option.disabled || undefined}
          onMouseMove={() => onActivate(i)}
          // Focus stays in the filter box: the press must not move it to the list.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(option)}
        >
          {option.label}
          {option.value === value ? <CheckIcon aria-hidden="true" /> : null}
        </Option>
      ))}
    </OptionList>
  );
}

/**
 * A select for long lists (agencies, users): the same button as Select, whose popup starts with a
 * filter box that takes focus, by mouse as by keyboard, and narrows the options as one types. The
 * filter folds width and kana as the contract search does (ａ０００５ finds A0005, おりーぶ finds
 * オリーブ) and ignores spaces. Arrows move through the matches (aria-activedescendant), Enter
 * chooses, Escape closes and returns focus to the button. A character typed on the closed button
 * opens it with that character already in the filter.
 */
export function Combobox<V extends string = string>({
  label,
  options,
  value,
  onChange,
  onBlur,
  placeholder = fieldStrings.selectPlaceholder,
  description,
  error,
  required,
  disabled,
  hideLabel,
  id,
  name,
  filterLabel,
  filterPlaceholder = fieldStrings.comboboxFilterPlaceholder,
}: ComboboxProps<V>) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const listId = useId();
  const filterRef = useRef<HTMLInputElement | null>(null);
  const listRef = useRef<HTMLUListElement | null>(null);
  const matches = useMemo(() => filterOptions(options, query), [options, query]);
  const selected = options.find((o) => o.value === value);
  // The active option is set where the filter changes, not by an effect: a parent that renders again
  // with a new options array (the same agencies) must not move it under the user's pointer.
  const filterBy = (text: string) => {
    setQuery(text);
    setActive(startIndex(filterOptions(options, text), value));
  };
  const openWith = (text: string) => {
    filterBy(text);
    setOpen(true);
  };
  const { refs, floatingStyles, context } = useOverlayPosition<HTMLButtonElement>({
    open,
    onOpenChange: (next) => {
      if (next) openWith('');
      else {
        setOpen(false);
        onBlur?.();
      }
    },
    matchTriggerWidth: true,
    gap: 4,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context, { event: 'mousedown' }),
    useDismiss(context),
  ]);

  useEffect(() => {
    if (active < 0) return;
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const choose = (option: Indexed<V> | undefined) => {
    if (!option || option.disabled) return;
    onChange(option.value);
    setOpen(false);
  };

  const onFilterKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => nextEnabled(matches, i, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(matches[active]);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (open || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openWith('');
    } else if (event.key.length === 1 && event.key !== ' ') {
      event.preventDefault();
      openWith(event.key);
    }
  };

  const activeOption = matches[active];
  const name_ = filterLabel ?? (typeof label === 'string' ? fieldStrings.comboboxFilter(label) : undefined);
  return (
    <Field
      label={label}
      description={description}
      error={error}
      required={required}
      hideLabel={hideLabel}
      controlId={id}
    >
      {(control) => (
        <>
          <Trigger
            type="button"
            ref={refs.setReference}
            disabled={disabled}
            name={name}
            value={value ?? ''}
            role="combobox"
            aria-haspopup="listbox"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            {...control}
            {...getReferenceProps({ onKeyDown: onTriggerKeyDown })}
          >
            <span data-part="value" data-placeholder={selected ? undefined : ''}>
              {selected?.label ?? placeholder}
            </span>
            <ChevronDownIcon aria-hidden="true" />
          </Trigger>
          {open ? (
            <OverlayLayer context={context} initialFocus={filterRef}>
              <Panel ref={refs.setFloating} style={floatingStyles} {...getFloatingProps()}>
                <div data-part="filter">
                  <SearchIcon aria-hidden="true" />
                  <input
                    ref={filterRef}
                    type="text"
                    role="combobox"
                    aria-label={name_}
                    aria-autocomplete="list"
                    aria-expanded="true"
                    aria-controls={listId}
                    aria-activedescendant={activeOption ? `${listId}-${activeOption.index}` : undefined}
                    autoComplete="off"
                    spellCheck={false}
                    placeholder={filterPlaceholder}
                    value={query}
                    onChange={(event) => filterBy(event.target.value)}
                    onKeyDown={onFilterKeyDown}
                  />
                </div>
                <VisuallyHidden role="status">{fieldStrings.comboboxCount(matches.length)}</VisuallyHidden>
                <MatchList
                  listId={listId}
                  label={label}
                  listRef={listRef}
                  matches={matches}
                  active={active}
                  value={value}
                  onActivate={setActive}
                  onChoose={choose}
                />
                {matches.length === 0 ? <div data-part="no-match">{fieldStrings.comboboxNoMatch}</div> : null}
              </Panel>
            </OverlayLayer>
          ) : null}
        </>
      )}
    </Field>
  );
}
