import styled, { keyframes } from 'styled-components';
import { Spinner } from '../../primitives/Spinner';
import { commonStrings, statusStrings } from '../../strings';
import { radius, space, zIndex } from '../../tokens/scale';
import { vars } from '../../tokens/vars';
import { Logo } from '../Logo';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * docs/product.md §2: the progress placeholder while a lazy page loads: a thin indeterminate bar fixed at
 * the top (the one announcement, ページを読み込み中) and, where the page will appear, a decorative
 * spinner, so the main area is never blank meanwhile. Its own small bar rather than ProgressBar,
 * and one styled block: this is on the sign-in route, whose bundle counts every rule.
 */
const Loader = styled.div`
  display: grid;
  place-items: center;
  min-height: 50vh;
  color: ${vars.color.primary.text};

  & > [role='progressbar'] {
    position: fixed;
    inset: 0 0 auto;
    z-index: ${zIndex.toast};
    height: 4px;
    overflow: hidden;
    background: ${vars.color.background.emphasis};
  }
  & > [role='progressbar']::after {
    content: '';
    display: block;
    width: 40%;
    height: 100%;
    border-radius: ${radius.full};
    background: ${vars.color.primary.solid};
    animation: ${slide} 1.4s ease-in-out infinite;
  }
`;

interface LoaderProps {
  /** 読み上げる文言（何を読み込み中か）。 */
  label?: string;
}

export function PageLoader({ label = statusStrings.pageLoading }: LoaderProps) {
  return (
    <Loader data-part="page-placeholder">
      <div role="progressbar" aria-label={label} />
      <Spinner size="lg" label={null} />
    </Loader>
  );
}

const Screen = styled.div`
  display: grid;
  place-items: center;
  align-content: center;
  gap: ${space[6]};
  min-height: 100dvh;
  background: ${vars.color.background.canvas};
  color: ${vars.color.primary.text};
`;

/** docs/product.md §4: the full-screen spinner until start-up has asked who is signed in. */
export function FullScreenSpinner({ label = commonStrings.loading }: LoaderProps) {
  return (
    <Screen>
      <Logo aria-hidden="true" />
      <Spinner size="lg" label={label} />
    </Screen>
  );
}
