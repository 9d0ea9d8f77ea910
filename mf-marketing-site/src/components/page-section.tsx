import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, Section, type SectionTone } from '@nurseprep/shared-ui';

const Lead = styled.p`
  max-width: 65ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A titled band of a page: an h2 (which names the region), an optional lead, then its content. */
export function PageSection({ id, heading, lead, tone, children }: { id: string; heading: string; lead?: string; tone?: SectionTone; children?: ReactNode }) {
  return (
    <Section aria-labelledby={id} $tone={tone}>
      <Container>
        <h2 id={id}>{heading}</h2>
        {lead ? <Lead>{lead}</Lead> : null}
        {children}
      </Container>
    </Section>
  );
}
