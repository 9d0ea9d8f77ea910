import { Suspense, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Container, lazyPart, Section, Skeleton, VisuallyHidden } from '@nurseprep/shared-ui';
import { FeatureCards } from '../../../components/feature-cards';
import { useLoadWhenNear } from '../../../components/use-load-when-near';
import { homeTexts } from '../data/home-texts';
import { ExamTabs } from './exam-tabs';
import { HomeHero } from './home-hero';

let wantLowerSections: () => void = () => undefined;
const lowerSectionsWanted = new Promise<void>((resolve) => {
  wantLowerSections = resolve;
});

/**
 * Everything below the exam tabs, in its own chunk. The server renders it into the page (crawlers, previews and
 * readers without JavaScript get every section); the browser keeps that HTML as it is and downloads the chunk
 * only once the visitor comes near it or does anything, so a first visit that only looks at the top does not
 * pay for it. A tap in there before it is hydrated is held by the page's boot script and answered after.
 */
// Named deferred-: the server does not preload it with the page even though its render read it.
const importLowerSections = () => import(/* webpackChunkName: "deferred-home-lower-sections" */ './home-lower-sections');
const HomeLowerSections = lazyPart(() => (typeof window === 'undefined' ? importLowerSections() : lowerSectionsWanted.then(importLowerSections)));

const Placeholder = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding-block: ${({ theme }) => theme.space.xxl};
`;

function LowerSectionsPlaceholder() {
  return (
    <Placeholder aria-busy="true">
      <VisuallyHidden>{homeTexts.loadingMore}</VisuallyHidden>
      <Skeleton $height="2rem" $width="50%" />
      <Skeleton $height="16rem" />
      <Skeleton $height="16rem" />
    </Placeholder>
  );
}

/** The home page, top to bottom. */
export function HomePage() {
  const lowerRef = useRef<HTMLDivElement>(null);
  const showLower = useLoadWhenNear(lowerRef);
  useEffect(() => {
    if (showLower) wantLowerSections();
  }, [showLower]);
  return (
    <>
      <HomeHero />
      <Section aria-labelledby="why-heading">
        <Container>
          <h2 id="why-heading">{homeTexts.why.heading}</h2>
          <p>{homeTexts.why.lead}</p>
          <FeatureCards cards={homeTexts.why.cards} />
        </Container>
      </Section>
      <Section aria-labelledby="exams-heading" $tone="surface">
        <Container>
          <h2 id="exams-heading">{homeTexts.exams.heading}</h2>
          <p>{homeTexts.exams.lead}</p>
          <ExamTabs />
        </Container>
      </Section>
      <div ref={lowerRef}>
        <Suspense fallback={<LowerSectionsPlaceholder />}>
          <HomeLowerSections />
        </Suspense>
      </div>
    </>
  );
}
