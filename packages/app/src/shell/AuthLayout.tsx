import { Logo, space, vars } from '@olive/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Page = styled.main`
  display: grid;
  place-items: center;
  min-height: 100dvh;
  padding: ${space[6]} ${space[4]};
  background: ${vars.color.background.canvas};
`;

const Panel = styled.div`
  display: grid;
  gap: ${space[6]};
  width: min(440px, 100%);
  padding: ${space[8]} ${space[8]} ${space[6]};
  border: 1px solid ${vars.color.border.default};
  border-radius: 16px;
  background: ${vars.color.background.surface};

  & > [data-part='logo'] { justify-self: center; }
  & > [data-part='heading'] { display: grid; gap: ${space[2]}; }
  & h1 { margin: 0; font-size: 22px; text-align: center; }
  & [data-part='lead'] { margin: 0; color: ${vars.color.text.muted}; text-align: center; }

  @media (max-width: 480px) { padding: ${space[6]} ${space[4]}; }
`;

/** The public group's page: the logo and one card. */
export function AuthLayout({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <Page>
      <Panel>
        <div data-part="logo">
          <Logo />
        </div>
        <div data-part="heading">
          <h1>{title}</h1>
          {lead ? <p data-part="lead">{lead}</p> : null}
        </div>
        {children}
      </Panel>
    </Page>
  );
}
