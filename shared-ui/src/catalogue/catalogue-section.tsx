import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '@nurseprep/shared-ui';
import { Section, type SectionTone } from '@nurseprep/shared-ui';
import { catalogueSections, type CatalogueSectionId } from './catalogue-data';

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 70ch;
`;

export function catalogueHeadingId(id: CatalogueSectionId): string {
  return `catalogue-${id}`;
}

/** One band of the catalogue: a region named by its h2, so the page outline lists every component. */
export function CatalogueSection({ id, tone, children }: { id: CatalogueSectionId; tone?: SectionTone; children: ReactNode }) {
  const { title, lead } = catalogueSections[id];
  const headingId = catalogueHeadingId(id);
  return (
    <Section aria-labelledby={headingId} $tone={tone}>
      <Container>
        <h2 id={headingId}>{title}</h2>
        <Lead>{lead}</Lead>
        {children}
      </Container>
    </Section>
  );
}

/** Samples side by side, wrapping on narrow screens. */
export const SampleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** Samples in columns: one on phones, up to three on wide screens. */
export const SampleGrid = styled.div`
  display: grid;
  /* minmax(0, …): a wide sample stays inside its column instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

/** The name of a state or variant above its samples. */
export const SampleCaption = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;
