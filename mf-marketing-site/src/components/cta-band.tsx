import styled from 'styled-components';
import { ButtonLink, Container, Section, type ButtonVariant } from '@nurseprep/shared-ui';

export interface CtaAction {
  label: string;
  href: string;
  variant: ButtonVariant;
}

const Inner = styled.div`
  text-align: center;
  p { max-width: 60ch; margin-inline: auto; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** A page's closing call to action: heading, one line and its links. */
export function CtaBand({ id, heading, lead, actions, note }: { id: string; heading: string; lead: string; actions: readonly CtaAction[]; note?: string }) {
  return (
    <Section aria-labelledby={id} $tone="surfaceAlt">
      <Container>
        <Inner>
          <h2 id={id}>{heading}</h2>
          <p>{lead}</p>
          <Actions>
            {actions.map((action) => (
              <ButtonLink key={action.href + action.label} href={action.href} variant={action.variant} size="lg">
                {action.label}
              </ButtonLink>
            ))}
          </Actions>
          {note ? <p>{note}</p> : null}
        </Inner>
      </Container>
    </Section>
  );
}
