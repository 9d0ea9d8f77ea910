import type { ComponentType } from 'react';
import styled from 'styled-components';
import { Container } from '@nurseprep/shared-ui';
import { useDocumentTitle } from '@nurseprep/shared-ui';
import { ButtonSamples } from './button-samples';
import { catalogueLead, catalogueSections, catalogueTitle, type CatalogueSectionId } from './catalogue-data';
import { catalogueHeadingId } from './catalogue-section';
import { BadgeSamples, CardSamples, LayoutSamples } from './display-samples';
import { FieldSamples } from './field-samples';
import { IconSamples } from './icon-samples';
import { LoadingSamples } from './loading-samples';
import { OverlaySamples } from './overlay-samples';
import { LetterFilterSamples, TabsSamples } from './navigation-samples';

/** Page order: each entry renders one band of samples. */
const sections: readonly [CatalogueSectionId, ComponentType][] = [
  ['button', ButtonSamples],
  ['fields', FieldSamples],
  ['overlays', OverlaySamples],
  ['tabs', TabsSamples],
  ['letter-filter', LetterFilterSamples],
  ['card', CardSamples],
  ['badge', BadgeSamples],
  ['loading', LoadingSamples],
  ['layout', LayoutSamples],
  ['icons', IconSamples],
];

const Intro = styled.div`
  padding-block: ${({ theme }) => theme.space.xxl};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  max-width: 70ch;
`;

const Contents = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  padding: 0;
  list-style: none;
  a { display: inline-block; padding-block: ${({ theme }) => theme.space.xs}; }
`;

/** Every shared-ui component in its states on one page, for designers (mounted at a dev-only route). */
export function CataloguePage() {
  useDocumentTitle(catalogueTitle);
  return (
    <div>
      <Intro>
        <Container>
          <h1>{catalogueTitle}</h1>
          <Lead>{catalogueLead}</Lead>
          <nav aria-label="Components">
            <Contents>
              {sections.map(([id]) => (
                <li key={id}>
                  <a href={`#${catalogueHeadingId(id)}`}>{catalogueSections[id].title}</a>
                </li>
              ))}
            </Contents>
          </nav>
        </Container>
      </Intro>
      {sections.map(([id, Samples]) => (
        <Samples key={id} />
      ))}
    </div>
  );
}
