import {
  type ButtonHTMLAttributes,
  createContext,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useId,
  useState,
} from 'react';
import styled from 'styled-components';
import { borderWidth, focusRing } from '../../tokens/control';
import { duration, fontSize, fontWeight, space } from '../../tokens/scale';
import { vars } from '../../tokens/vars';

interface TabsContextValue {
  baseId: string;
  selected: string;
  select: (value: string) => void;
  activation: 'automatic' | 'manual';
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(part: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`[ui/Tabs] <${part}> must be inside <Tabs>`);
  return context;
}

/** Values may hold any characters; ids may not. */
function idFor(baseId: string, kind: 'tab' | 'panel', value: string): string {
  return `${baseId}-${kind}-${encodeURIComponent(value).replace(/%/g, '_')}`;
}

export interface TabsProps {
  /** 選ばれているタブの値（呼び出し側が持つ場合）。 */
  value?: string;
  /** 最初に選んでおくタブの値（呼び出し側が値を持たない場合）。 */
  defaultValue?: string;
  /** タブが選ばれたときの値。 */
  onValueChange?: (value: string) => void;
  /** `automatic`（既定）は矢印キーで移るとすぐ切り替え、`manual` は Enter か Space で切り替え（パネルの表示に読み込みが要るとき）。 */
  activation?: 'automatic' | 'manual';
  /** TabList と TabPanel。 */
  children: ReactNode;
}

/**
 * WAI-ARIA tabs: one tab stop for the list (roving tabindex), ←/→ move between tabs and wrap,
 * Home/End jump to the first and last, disabled tabs are skipped.
 */
export function Tabs({ value, defaultValue = '', onValueChange, activation = 'automatic', children }: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue);
  const selected = value ?? own;
  const select = (next: string) => {
    if (next === selected) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return <TabsContext.Provider value={{ baseId, selected, select, activation }}>{children}</TabsContext.Provider>;
}

const List = styled.div`
  display: flex;
  gap: ${space[1]};
  overflow-x: auto;
  border-bottom: ${borderWidth.thin} solid ${vars.color.border.default};
  scrollbar-width: none;
`;

export interface TabListProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role'> {
  /** タブの一覧の名前（読み上げ用。例: 手数料等の種類）。 */
  label: string;
}

export function TabList({ label, children, ...rest }: TabListProps) {
  const { activation, select } = useTabs('TabList');

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
    const current = tabs.indexOf(event.target as HTMLButtonElement);
    if (current === -1) return;
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
        next = (current + 1) % tabs.length;
        break;
      case 'ArrowLeft':
        next = (current - 1 + tabs.length) % tabs.length;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = tabs.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    tab.focus();
    if (activation === 'automatic' && tab.dataset.value !== undefined) select(tab.dataset.value);
  };

  return (
    <List role="tablist" aria-label={label} aria-orientation="horizontal" onKeyDown={onKeyDown} {...rest}>
      {children}
    </List>
  );
}

const TabButton = styled.button`
  position: relative;
  flex: none;
  margin: 0;
  padding: ${space[2]} ${space[4]};
  border: 0;
  background: transparent;
  color: ${vars.color.text.muted};
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.bold};
  white-space: nowrap;
  cursor: pointer;
  transition: color ${duration.fast};

  &::after {
    content: '';
    position: absolute;
    inset: auto ${space[2]} 0;
    height: 3px;
    border-radius: 3px 3px 0 0;
    background: transparent;
  }
  &:hover:not(:disabled) { color: ${vars.color.text.default}; }
  &[aria-selected='true'] { color: ${vars.color.primary.text}; }
  &[aria-selected='true']::after { background: ${vars.color.primary.solid}; }
  &:disabled { cursor: not-allowed; color: ${vars.color.text.disabled}; }
  &:focus-visible { outline-offset: -${focusRing.width}; }
`;

export interface TabProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'value' | 'role'> {
  /** このタブの値（対応する TabPanel と同じ値）。 */
  value: string;
  /** タブの文言。 */
  children: ReactNode;
}

export function Tab({ value, children, onClick, ...rest }: TabProps) {
  const { baseId, selected, select } = useTabs('Tab');
  const isSelected = selected === value;
  return (
    <TabButton
      type="button"
      role="tab"
      id={idFor(baseId, 'tab', value)}
      aria-controls={idFor(baseId, 'panel', value)}
      aria-selected={isSelected}
      tabIndex={isSelected ? 0 : -1}
      data-value={value}
      onClick={(event) => {
        onClick?.(event);
        select(value);
      }}
      {...rest}
    >
      {children}
    </TabButton>
  );
}

const Panel = styled.div`
  padding-top: ${space[4]};
  &:focus-visible { outline-offset: 4px; }
`;

export interface TabPanelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role'> {
  /** このパネルを出すタブの値。 */
  value: string;
  /** パネルの中身。 */
  children: ReactNode;
}

/**
 * The content of one tab. Only the selected panel renders its children; the others stay as empty,
 * hidden elements so every tab's aria-controls points at something.
 */
export function TabPanel({ value, children, ...rest }: TabPanelProps) {
  const { baseId, selected } = useTabs('TabPanel');
  const isSelected = selected === value;
  return (
    <Panel
      role="tabpanel"
      id={idFor(baseId, 'panel', value)}
      aria-labelledby={idFor(baseId, 'tab', value)}
      hidden={!isSelected}
      // Focusable so keyboard users reach panels whose content has nothing focusable.
      tabIndex={0}
      {...rest}
    >
      {isSelected ? children : null}
    </Panel>
  );
}
