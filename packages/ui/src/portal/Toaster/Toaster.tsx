import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../icons';
import { IconButton } from '../../primitives/IconButton';
import { statusStrings } from '../../strings';
import { borderWidth, iconSize } from '../../tokens/control';
import { fontSize, lineHeight, media, radius, shadow, space, toasterTopProperty, zIndex } from '../../tokens/scale';
import { vars } from '../../tokens/vars';
import { defaultToastStore, realScheduler, type Scheduler, type ToastItem, type ToastStore } from './store';

export interface ToasterProps {
  /** 通知を出し入れする入れ物。省略するとアプリ共通のもの（`toast()` で出す通知）。 */
  store?: ToastStore;
  /** 同時に出す通知の数（既定 3）。それより多いと古いものから消えます。 */
  max?: number;
  /** 1 つの通知が消えるまでのミリ秒（既定 5,000）。マウスを乗せている間とフォーカスがある間は止まります。 */
  duration?: number;
  /** 時計（ストーリーとテストで時間を進めるため）。 */
  scheduler?: Scheduler;
  /** 通知の領域の名前（既定「通知」）。 */
  label?: string;
}

/**
 * At the top right; AppShell sets `toasterTopProperty` so toasts start below its top bar. Below
 * 1024 px they sit at the bottom, above the safe area, where they cover neither the page's heading
 * nor its buttons (docs/adr/0099-toasts-at-the-bottom-on-narrow-screens.md).
 */
const Region = styled.section`
  position: fixed;
  top: var(${toasterTopProperty}, ${space[4]});
  right: ${space[4]};
  z-index: ${zIndex.toast};
  width: min(380px, calc(100vw - 32px));
  pointer-events: none;

  & ol { display: grid; gap: ${space[2]}; margin: 0; padding: 0; list-style: none; }

  @media ${media.narrow} {
    top: auto;
    bottom: calc(${space[4]} + env(safe-area-inset-bottom, 0px));
  }
`;

const Card = styled.li`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: start;
  gap: ${space[2]};
  padding: ${space[3]} ${space[2]} ${space[3]} ${space[4]};
  border: ${borderWidth.thin} solid ${vars.color.border.default};
  border-inline-start-width: 4px;
  border-radius: ${radius.md};
  background: ${vars.color.background.surface};
  color: ${vars.color.text.default};
  box-shadow: ${shadow.md};
  font-size: ${fontSize.md};
  line-height: ${lineHeight.heading};
  pointer-events: auto;

  & [data-part='icon'] { padding-top: ${space[0.5]}; font-size: ${iconSize.md}; }
  & [data-part='message'] { padding-top: ${space[1]}; overflow-wrap: anywhere; }
  &[data-tone='info'] { border-inline-start-color: ${vars.color.feedback.info.text}; }
  &[data-tone='info'] [data-part='icon'] { color: ${vars.color.feedback.info.text}; }
  &[data-tone='success'] { border-inline-start-color: ${vars.color.feedback.success.text}; }
  &[data-tone='success'] [data-part='icon'] { color: ${vars.color.feedback.success.text}; }
  &[data-tone='warning'] { border-inline-start-color: ${vars.color.feedback.warning.text}; }
  &[data-tone='warning'] [data-part='icon'] { color: ${vars.color.feedback.warning.text}; }
  &[data-tone='error'] { border-inline-start-color: ${vars.color.feedback.danger.text}; }
  &[data-tone='error'] [data-part='icon'] { color: ${vars.color.feedback.danger.text}; }
`;

const icons = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, error: ErrorIcon } as const;

function Toast({
  item,
  duration,
  scheduler,
  onDismiss,
}: {
  item: ToastItem;
  duration: number;
  scheduler: Scheduler;
  onDismiss: () => void;
}) {
  const [paused, setPaused] = useState({ hover: false, focus: false });
  const remaining = useRef(duration);
  const isPaused = paused.hover || paused.focus;
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  useEffect(() => {
    if (isPaused) return;
    const started = scheduler.now();
    const handle = scheduler.setTimeout(() => dismiss.current(), remaining.current);
    return () => {
      scheduler.clearTimeout(handle);
      remaining.current = Math.max(0, remaining.current - (scheduler.now() - started));
    };
  }, [isPaused, scheduler]);

  const Icon = icons[item.tone];
  const urgent = item.tone === 'error' || item.tone === 'warning';
  return (
    <Card
      data-tone={item.tone}
      data-paused={isPaused ? '' : undefined}
      onMouseEnter={() => setPaused((p) => ({ ...p, hover: true }))}
      onMouseLeave={() => setPaused((p) => ({ ...p, hover: false }))}
      onFocus={() => setPaused((p) => ({ ...p, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          setPaused((p) => ({ ...p, focus: false }));
      }}
    >
      <span data-part="icon" aria-hidden="true">
        <Icon />
      </span>
      <div data-part="message" role={urgent ? 'alert' : 'status'}>
        {item.message}
      </div>
      <IconButton
        label={statusStrings.dismissNotification}
        icon={<CloseIcon />}
        size="sm"
        variant="ghost"
        onClick={onDismiss}
      />
    </Card>
  );
}

/**
 * Toasts at the top right, at the bottom below 1024 px (docs/product.md §9): at most 3 at once, each hidden after 5 seconds unless the
 * pointer or focus is on it, announced by severity. A 4th waits and appears when a place frees up.
 */
export function Toaster({
  store = defaultToastStore,
  max = 3,
  duration = 5000,
  scheduler = realScheduler,
  label = statusStrings.notifications,
}: ToasterProps) {
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const visible = items.slice(0, max);
  return (
    <Region aria-label={label}>
      <ol>
        {visible.map((item) => (
          <Toast
            key={item.id}
            item={item}
            duration={duration}
            scheduler={scheduler}
            onDismiss={() => store.dismiss(item.id)}
          />
        ))}
      </ol>
    </Region>
  );
}
