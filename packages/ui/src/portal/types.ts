import type { ElementType, MouseEventHandler, ReactNode } from 'react';

/**
 * The link the app supplies (e.g. wouter's Link), so the shell works with any router. It must
 * render an <a> and accept these props; a plain 'a' works too (full page loads).
 */
export type ShellLinkComponent = ElementType<{
  href: string;
  children?: ReactNode;
  className?: string;
  'aria-current'?: 'page' | undefined;
  'aria-label'?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}>;
