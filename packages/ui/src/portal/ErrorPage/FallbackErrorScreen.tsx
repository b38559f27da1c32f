import { specMessages } from '@olive/api';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { commonStrings, statusStrings } from '../../strings';
import { fontSize, radius, space } from '../../tokens/scale';
import { vars } from '../../tokens/vars';
import { Logo } from '../Logo';

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
  /** 起きたエラー。 */
  error: unknown;
  /** エラーの文言とスタックを出します（開発中だけ）。 */
  showDetails?: boolean;
  /** 「再読み込み」が押されたときの処理（既定はページの再読み込み）。 */
  onReload?: () => void;
}

/** docs/product.md §8: the last-resort screen, titled 'Unexpected Application Error!'. */
export function FallbackErrorScreen({ error, showDetails = false, onReload }: FallbackErrorScreenProps) {
  const err = error instanceof Error ? error : new Error(String(error));
  return (
    <Fallback role="alert">
      <Logo aria-hidden="true" />
      <h1>{specMessages.fallbackErrorTitle}</h1>
      <p>{statusStrings.fallbackErrorBody}</p>
      {showDetails ? (
        <pre>
          {err.message}
          {err.stack ? `\n\n${err.stack}` : ''}
        </pre>
      ) : null}
      <div>
        <Button onClick={onReload ?? (() => window.location.reload())}>{commonStrings.reload}</Button>
      </div>
    </Fallback>
  );
}
