import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { type ReactNode, type RefObject, useId } from 'react';
import styled from 'styled-components';
import { CloseIcon } from '../../icons';
import { devWarning } from '../../internal/devWarning';
import { IconButton } from '../../primitives/IconButton';
import { commonStrings } from '../../strings';
import { fontSize, fontWeight, layout, lineHeight, media, radius, shadow, space, zIndex } from '../../tokens/scale';
import { vars } from '../../tokens/vars';

export type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps {
  /** 開いているか。 */
  open: boolean;
  /** 閉じるとき（× ボタン、Escape キー、背景のクリック）に `false` で呼ばれます。 */
  onOpenChange: (open: boolean) => void;
  /** ダイアログの見出し。何のダイアログか分かるよう必須です（読み上げでもダイアログの名前になります）。 */
  title: ReactNode;
  /** 見出しの下の 1 行。ダイアログの説明として読み上げられます。 */
  description?: ReactNode;
  /** ダイアログの中身。 */
  children?: ReactNode;
  /** 下端に右寄せで置くボタン（キャンセル、保存する）。 */
  footer?: ReactNode;
  /** 幅。`sm`（確認）、`md`（既定。短いフォーム）、`lg`（長いフォームや一覧）。 */
  size?: DialogSize;
  /** `dialog`（既定）は画面の中央、`drawer` は左端から全高で出るパネル（狭い画面のサイドメニュー）。 */
  variant?: 'dialog' | 'drawer';
  /** 開いたとき最初にフォーカスする要素。省略すると最初に操作できる要素。 */
  initialFocus?: RefObject<HTMLElement | null>;
  /** `alertdialog` は答えが要る確認、`dialog`（既定）はそれ以外。 */
  role?: 'dialog' | 'alertdialog';
  /** × ボタンを出しません（ConfirmDialog のようにボタンで答えるとき）。 */
  hideCloseButton?: boolean;
  /** 見出しの色。`danger` は赤（エラーのダイアログ）。 */
  tone?: 'default' | 'danger';
  /** 背景のクリックで閉じるか（既定 true）。入力を失うと困るフォームでは false。 */
  closeOnBackdrop?: boolean;
}

const Backdrop = styled(FloatingOverlay)`
  z-index: ${zIndex.dialog};
  display: grid;
  place-items: center;
  padding: ${space[4]};
  background: ${vars.color.background.backdrop};

  &[data-variant='drawer'] { place-items: stretch start; padding: 0; }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-height: calc(100dvh - 32px);
  background: ${vars.color.background.surface};
  color: ${vars.color.text.default};
  border-radius: ${radius.lg};
  box-shadow: ${shadow.lg};
  outline: none;

  &[data-size='sm'] { max-width: 400px; }
  &[data-size='md'] { max-width: 560px; }
  &[data-size='lg'] { max-width: 800px; }

  &[data-variant='drawer'] {
    max-width: min(${layout.sidePanelWidth}, 85vw);
    height: 100dvh;
    max-height: none;
    border-radius: 0 ${radius.lg} ${radius.lg} 0;
  }

  @media ${media.reducedMotion} { transition: none; }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space[3]};
  padding: ${space[5]} ${space[6]} ${space[2]};

  & h2 {
    margin: 0;
    font-size: ${fontSize.xl};
    font-weight: ${fontWeight.bold};
    line-height: ${lineHeight.heading};
  }
  & h2[data-tone='danger'] { color: ${vars.color.feedback.danger.text}; }
  & p { margin: ${space[1]} 0 0; color: ${vars.color.text.muted}; }
`;

const Body = styled.div`
  flex: 1;
  overflow: auto;
  padding: ${space[2]} ${space[6]} ${space[4]};
`;

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space[3]};
  padding: ${space[3]} ${space[6]} ${space[5]};
`;

/**
 * A modal dialog: named by its title, focus trapped inside and returned to where it was, Escape and
 * (by default) a backdrop click close it, and the page behind does not scroll.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  variant = 'dialog',
  initialFocus,
  role = 'dialog',
  hideCloseButton = false,
  tone = 'default',
  closeOnBackdrop = true,
}: DialogProps) {
  devWarning('Dialog', title == null || title === '', 'needs a title');
  // Closed, nothing of it runs: a screen mounts closed dialogs (the shell's drawer, the session
  // warning, which renders every second) and their floating-ui hooks cost the first load's task.
  if (!open) return null;
  return (
    <OpenDialog
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      footer={footer}
      size={size}
      variant={variant}
      initialFocus={initialFocus}
      role={role}
      hideCloseButton={hideCloseButton}
      tone={tone}
      closeOnBackdrop={closeOnBackdrop}
    >
      {children}
    </OpenDialog>
  );
}

function OpenDialog({
  onOpenChange,
  title,
  description,
  children,
  footer,
  size,
  variant,
  initialFocus,
  role,
  hideCloseButton,
  tone,
  closeOnBackdrop,
}: Omit<DialogProps, 'open'>) {
  const titleId = useId();
  const descriptionId = useId();
  const { refs, context } = useFloating({ open: true, onOpenChange });
  const { getFloatingProps } = useInteractions([
    useDismiss(context, { outsidePress: closeOnBackdrop, outsidePressEvent: 'mousedown' }),
    useRole(context, { role }),
  ]);
  return (
    <FloatingPortal>
      <Backdrop lockScroll data-variant={variant}>
        <FloatingFocusManager context={context} modal initialFocus={initialFocus ?? 0}>
          <Panel
            ref={refs.setFloating}
            data-size={size}
            data-variant={variant}
            data-state="open"
            aria-modal="true"
            aria-labelledby={titleId}
            aria-describedby={description ? descriptionId : undefined}
            {...getFloatingProps()}
          >
            <Header>
              <div>
                <h2 id={titleId} data-tone={tone}>
                  {title}
                </h2>
                {description ? <p id={descriptionId}>{description}</p> : null}
              </div>
              {hideCloseButton ? null : (
                <IconButton
                  label={commonStrings.close}
                  icon={<CloseIcon />}
                  variant="ghost"
                  onClick={() => onOpenChange(false)}
                />
              )}
            </Header>
            {children != null ? <Body>{children}</Body> : null}
            {footer ? <Footer>{footer}</Footer> : null}
          </Panel>
        </FloatingFocusManager>
      </Backdrop>
    </FloatingPortal>
  );
}
