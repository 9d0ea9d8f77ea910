import { Container, Section, type SectionTone } from '@nurseprep/shared-ui';
import type { CardSection } from '../lib/content-types';
import styled from 'styled-components';
import { CardGrid } from './card-grid';

const Footnote = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A named band (a region landmark) with a heading, a lead and a grid of cards. */
export function CardGridSection({ section, tone, columns, footnote }: { section: CardSection; tone?: SectionTone; columns?: 2 | 3 | 4; footnote?: string }) {
  const headingId = `${section.id}-heading`;
  return (
    <Section id={section.id} aria-labelledby={headingId} $tone={tone}>
      <Container>
        <h2 id={headingId}>{section.heading}</h2>
        {section.lead ? <p>{section.lead}</p> : null}
        <CardGrid cards={section.cards} columns={columns} />
        {footnote ? <Footnote>{footnote}</Footnote> : null}
      </Container>
    </Section>
  );
}
