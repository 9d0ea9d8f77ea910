import { forwardRef } from 'react';
import styled from 'styled-components';
import type { SchoolSlug } from '@nurseprep/contracts';
import { Container, Section, Tabs, TabsContent, TabsList, TabsTrigger } from '@nurseprep/shared-ui';
import type { PageSection } from '../data/school-page-types';
import { ContentBlockView } from './content-blocks';

const Heading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.lg};
  h2, p { margin: 0; }
  p { max-width: 75ch; color: ${({ theme }) => theme.colors.textMuted}; }
`;

// Beside a sidebar the section is a block of the column: no band colour or side padding of its own.
const ColumnFrame = styled.div``;

const Anchor = styled(Section)<{ $inColumn: boolean }>`
  ${({ $inColumn, theme }) => ($inColumn ? `background: transparent; padding-block: ${theme.space.xl};` : '')}
  &:focus { outline: none; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: -3px; }
`;

/**
 * A page section: its anchor id (the in-page navigation focuses it, hence tabIndex -1), heading, blocks and
 * optional tabs.
 */
export const PageSectionView = forwardRef<HTMLElement, { section: PageSection; slug: SchoolSlug; tone: 'default' | 'surface'; inColumn?: boolean }>(
  function PageSectionView({ section, slug, tone, inColumn = false }, ref) {
    const headingId = `${section.id}-heading`;
    const Frame = inColumn ? ColumnFrame : Container;
    return (
      <Anchor id={section.id} ref={ref} tabIndex={-1} aria-labelledby={headingId} $tone={tone} $inColumn={inColumn}>
        <Frame>
          <Heading>
            <h2 id={headingId}>{section.heading}</h2>
            {section.lead ? <p>{section.lead}</p> : null}
          </Heading>
          {section.blocks.map((block, index) => (
            <ContentBlockView key={`${block.kind}-${index}`} block={block} level="h3" slug={slug} />
          ))}
          {section.tabs ? (
            <Tabs defaultValue={section.tabs.defaultTab}>
              <TabsList aria-label={section.tabs.label}>
                {section.tabs.tabs.map((tab) => (
                  <TabsTrigger key={tab.id} value={tab.id}>
                    {tab.label}
                  </TabsTrigger>
                ))}
              </TabsList>
              {section.tabs.tabs.map((tab) => (
                <TabsContent key={tab.id} value={tab.id}>
                  {tab.blocks.map((block, index) => (
                    <ContentBlockView key={`${block.kind}-${index}`} block={block} level="h3" slug={slug} />
                  ))}
                </TabsContent>
              ))}
            </Tabs>
          ) : null}
        </Frame>
      </Anchor>
    );
  },
);
