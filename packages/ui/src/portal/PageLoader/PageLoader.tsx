import styled from 'styled-components';
import { ProgressBar } from '../../primitives/ProgressBar';
import { Spinner } from '../../primitives/Spinner';
import { commonStrings, statusStrings } from '../../strings';
import { space, zIndex } from '../../tokens/scale';
import { vars } from '../../tokens/vars';
import { Logo } from '../Logo';

const Bar = styled.div`
  position: fixed;
  inset: 0 0 auto;
  z-index: ${zIndex.toast};
`;

/** SPEC.md §2: the progress placeholder while a lazy page loads (a thin bar at the top). */
export function PageLoader({ label = statusStrings.pageLoading }: { label?: string }) {
  return (
    <Bar>
      <ProgressBar label={label} hideLabel />
    </Bar>
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

/** SPEC.md §4: the full-screen spinner until start-up has asked who is signed in. */
export function FullScreenSpinner({ label = commonStrings.loading }: { label?: string }) {
  return (
    <Screen>
      <Logo aria-hidden="true" />
      <Spinner size="lg" label={label} />
    </Screen>
  );
}
