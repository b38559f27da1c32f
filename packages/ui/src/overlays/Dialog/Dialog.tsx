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
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's name, shown as its heading. Required: a dialog must say what it is. */
  title: ReactNode;
  /** A line under the title, read as the dialog's description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons, right-aligned at the bottom. */
  footer?: ReactNode;
  size?: DialogSize;
  /** `drawer`: slides from the left edge, full height (the shell's side panel on narrow screens). */
  variant?: 'dialog' | 'drawer';
  /** The element to focus first; the first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** `alertdialog` for confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
  /** Hide the × button (a ConfirmDialog's buttons say it all). */
  hideCloseButton?: boolean;
  /** The title's tone: `danger` is red (the error dialog). */
  tone?: 'default' | 'danger';
  /** Whether a click on the backdrop closes it (default true). */
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
  const titleId = useId();
  const descriptionId = useId();
  const { refs, context } = useFloating({ open, onOpenChange });
  const { getFloatingProps } = useInteractions([
    useDismiss(context, { outsidePress: closeOnBackdrop, outsidePressEvent: 'mousedown' }),
    useRole(context, { role }),
  ]);
  if (!open) return null;
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
