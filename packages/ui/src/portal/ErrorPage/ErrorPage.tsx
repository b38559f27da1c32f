import { specMessages } from '@olive/api';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { uiStrings } from '../../strings';
import { fontSize, fontWeight, lineHeight, radius, space } from '../../tokens/scale';
import { vars } from '../../tokens/vars';
import { Logo } from '../Logo';
import type { ShellLinkComponent } from '../types';

export interface ErrorPageProps {
  status: 401 | 404 | 500;
  linkAs?: ShellLinkComponent;
  homeHref?: string;
}

const Root = styled.section`
  display: grid;
  place-items: center;
  align-content: center;
  gap: ${space[4]};
  min-height: 60dvh;
  padding: ${space[8]} ${space[4]};
  text-align: center;

  & [data-part='status'] {
    margin: 0;
    font-size: 64px;
    font-weight: ${fontWeight.bold};
    line-height: 1;
    color: ${vars.color.primary.text};
    font-variant-numeric: tabular-nums;
  }
  & h1 { margin: 0; font-size: ${fontSize['2xl']}; line-height: ${lineHeight.heading}; }
  & p { margin: 0; max-width: 36em; color: ${vars.color.text.muted}; }
  & a[data-part='home'] {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 ${space[4]};
    border-radius: ${radius.md};
    background: ${vars.color.primary.solid};
    color: ${vars.color.text.onPrimary};
    font-weight: ${fontWeight.bold};
    text-decoration: none;
  }
  & a[data-part='home']:focus-visible { outline: 2px solid ${vars.color.border.focus}; outline-offset: 2px; }
`;

/** The 401, 404 and 500 pages (SPEC.md §2), in Japanese, with a way home. */
export function ErrorPage({ status, linkAs: LinkAs = 'a', homeHref = '/' }: ErrorPageProps) {
  const text = uiStrings.errorPages[status];
  return (
    <Root aria-labelledby="error-page-title">
      <p data-part="status" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-page-title">{text.title}</h1>
      <p>{text.body}</p>
      <LinkAs href={homeHref} data-part="home">
        {uiStrings.backToHome}
      </LinkAs>
    </Root>
  );
}

const Fallback = styled.div`
  display: grid;
  gap: ${space[4]};
  max-width: 720px;
  margin: 0 auto;
  padding: ${space[12]} ${space[4]};

  & h1 { margin: 0; font-size: ${fontSize['2xl']}; color: ${vars.color.feedback.danger.text}; }
  & p { margin: 0; }
  & pre {
    margin: 0;
    padding: ${space[4]};
    overflow: auto;
    border-radius: ${radius.md};
    background: ${vars.color.background.subtle};
    font-size: ${fontSize.xs};
    white-space: pre-wrap;
  }
`;

export interface FallbackErrorScreenProps {
  error: unknown;
  /** Show the message and stack (development only). */
  showDetails?: boolean;
  onReload?: () => void;
}

/** SPEC.md §8: the last-resort screen, titled 'Unexpected Application Error!'. */
export function FallbackErrorScreen({ error, showDetails = false, onReload }: FallbackErrorScreenProps) {
  const err = error instanceof Error ? error : new Error(String(error));
  return (
    <Fallback role="alert">
      <Logo aria-hidden="true" />
      <h1>{specMessages.fallbackErrorTitle}</h1>
      <p>{uiStrings.fallbackErrorBody}</p>
      {showDetails ? (
        <pre>
          {err.message}
          {err.stack ? `\n\n${err.stack}` : ''}
        </pre>
      ) : null}
      <div>
        <Button onClick={onReload ?? (() => window.location.reload())}>{uiStrings.reload}</Button>
      </div>
    </Fallback>
  );
}
