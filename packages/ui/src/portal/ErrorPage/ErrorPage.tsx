import styled from 'styled-components';
import { errorPageStrings } from '../../strings';
import { controlHeight, focusRing } from '../../tokens/control';
import { fontSize, fontWeight, lineHeight, radius, space } from '../../tokens/scale';
import { vars } from '../../tokens/vars';
import type { ShellLinkComponent } from '../types';

export interface ErrorPageProps {
  /** どのエラーの画面か。401 ログインが必要、404 ページがない、500 サーバーのエラー。 */
  status: 401 | 404 | 500;
  /** リンクを描く部品（既定 `a`）。 */
  linkAs?: ShellLinkComponent;
  /** 「ホームへ戻る」の行き先（既定 `/`）。 */
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
    min-height: ${controlHeight.md};
    padding: 0 ${space[4]};
    border-radius: ${radius.md};
    background: ${vars.color.primary.solid};
    color: ${vars.color.text.onPrimary};
    font-weight: ${fontWeight.bold};
    text-decoration: none;
  }
  & a[data-part='home']:focus-visible { outline: ${focusRing.width} solid ${vars.color.border.focus}; outline-offset: ${focusRing.offset}; }
`;

/** The 401, 404 and 500 pages (docs/product.md §2), in Japanese, with a way home. */
export function ErrorPage({ status, linkAs: LinkAs = 'a', homeHref = '/' }: ErrorPageProps) {
  const text = errorPageStrings.errorPages[status];
  return (
    <Root aria-labelledby="error-page-title">
      <p data-part="status" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-page-title">{text.title}</h1>
      <p>{text.body}</p>
      <LinkAs href={homeHref} data-part="home">
        {errorPageStrings.backToHome}
      </LinkAs>
    </Root>
  );
}
