import { ErrorPage } from '@olive/ui';
import { RouterLink } from '../shell/RouterLink';

export function UnauthorizedPage() {
  return <ErrorPage status={401} linkAs={RouterLink} />;
}

export function NotFoundPage() {
  return <ErrorPage status={404} linkAs={RouterLink} />;
}

export function ServerErrorPage() {
  return <ErrorPage status={500} linkAs={RouterLink} />;
}
