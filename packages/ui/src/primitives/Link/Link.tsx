import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';
import styled from 'styled-components';
import { ExternalLinkIcon } from '../../icons';
import { commonStrings } from '../../strings';
import { duration, fontWeight, radius, space } from '../../tokens/scale';
import { vars } from '../../tokens/vars';
import { VisuallyHidden } from '../VisuallyHidden';

export type LinkVariant = 'inline' | 'standalone';

interface LinkOwnProps<C extends ElementType> {
  /** リンクを描く部品。アプリはルーターのリンク（wouter の `Link` など）を渡します。既定は `a`。 */
  as?: C;
  /** `inline`（既定）は文の中の下線付きリンク、`standalone` は単独で置くリンク（「もっと見る」やカードの操作）。 */
  variant?: LinkVariant;
  /** 新しいタブで開きます。読み上げでもそう伝えます。 */
  external?: boolean;
  /** リンクの文言。行き先が分かる言葉にします（「こちら」は避けます）。 */
  children: ReactNode;
}

export type LinkProps<C extends ElementType = 'a'> = LinkOwnProps<C> &
  Omit<ComponentPropsWithRef<C>, keyof LinkOwnProps<C>>;

const Root = styled.a`
  display: inline;
  color: ${vars.color.text.link};
  border-radius: ${radius.sm};
  cursor: pointer;
  text-underline-offset: 0.2em;
  transition: color ${duration.fast};

  &[data-variant='inline'] { text-decoration: underline; }
  &[data-variant='standalone'] { text-decoration: none; font-weight: ${fontWeight.bold}; }
  &:hover { text-decoration: underline; text-decoration-thickness: 2px; }
  & > svg { margin-left: ${space[1]}; vertical-align: -0.125em; }
  &[aria-disabled='true'] { color: ${vars.color.text.disabled}; pointer-events: none; }
`;

/**
 * A navigation link, polymorphic over the component that performs navigation:
 * `<Link as={RouterLink} href="/contracts">契約一覧</Link>`.
 */
export function Link<C extends ElementType = 'a'>({
  as,
  variant = 'inline',
  external,
  children,
  ...rest
}: LinkProps<C>) {
  const externalProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <Root as={as ?? 'a'} data-variant={variant} {...externalProps} {...rest}>
      {children}
      {external ? (
        <>
          <ExternalLinkIcon />
          <VisuallyHidden>{commonStrings.opensInNewTab}</VisuallyHidden>
        </>
      ) : null}
    </Root>
  );
}
