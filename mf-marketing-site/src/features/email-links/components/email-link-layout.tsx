import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { AlertTriangle, ButtonLink, Card, CardContent, CheckCircle, Container, PageHeader, Section } from '@nurseprep/shared-ui';
import { emailLinkTexts } from '../data/email-link-texts';

const Narrow = styled.div`
  max-width: 36rem;
`;

const Body = styled(CardContent)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.lg};
`;

const Outcome = styled.div<{ $tone: 'success' | 'failure' }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.destructive)};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  svg {
    flex: none;
    margin-top: 0.15em;
    color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.destructive)};
  }
  p {
    margin: 0;
  }
  p + p {
    margin-top: ${({ theme }) => theme.space.xs};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const OutcomeTitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export interface OutcomeNoticeProps {
  tone: 'success' | 'failure';
  title: string;
  description: string;
}

/** The answer to the person's press: announced, and focused so keyboard and screen reader users land on it. */
export function OutcomeNotice({ tone, title, description }: OutcomeNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Outcome ref={ref} role={tone === 'success' ? 'status' : 'alert'} tabIndex={-1} $tone={tone}>
      {tone === 'success' ? <CheckCircle aria-hidden="true" size={20} /> : <AlertTriangle aria-hidden="true" size={20} />}
      <div>
        <OutcomeTitle>{title}</OutcomeTitle>
        <p>{description}</p>
      </div>
    </Outcome>
  );
}

/** A link's token is missing from the address: say how to get it back. */
export function MissingTokenNotice() {
  return <OutcomeNotice tone="failure" title={emailLinkTexts.failureTitle} description={emailLinkTexts.missingToken} />;
}

export interface EmailLinkLayoutProps {
  title: string;
  lead: string;
  children: ReactNode;
  next?: { label: string; href: string } | undefined;
}

/** The frame of every page an email links to: heading, one card with the action, and where to go next. */
export function EmailLinkLayout({ title, lead, children, next }: EmailLinkLayoutProps) {
  return (
    <>
      <PageHeader title={title} lead={lead} noindex />
      <Section>
        <Container>
          <Narrow>
            <Card>
              <Body>
                {children}
                {next ? (
                  <div>
                    <ButtonLink href={next.href} variant="outline">
                      {next.label}
                    </ButtonLink>
                  </div>
                ) : null}
              </Body>
            </Card>
          </Narrow>
        </Container>
      </Section>
    </>
  );
}
