import { Link, type LinkProps, type ShellLinkComponent } from '@olive/ui';
import { Link as WouterLink } from 'wouter';

/** wouter's Link for the design system's `linkAs` props: client-side navigation, a real <a href>. */
export const RouterLink = WouterLink as unknown as ShellLinkComponent;

/** The design system's Link, navigating with the router. */
export function AppLink(props: Omit<LinkProps<'a'>, 'as'>) {
  return <Link {...props} as={WouterLink as unknown as 'a'} />;
}
