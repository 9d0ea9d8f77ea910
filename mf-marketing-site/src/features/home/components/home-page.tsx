import { lazy, Suspense, useRef } from 'react';
import styled from 'styled-components';
import { Container, Section, Skeleton, VisuallyHidden } from '@nurseprep/shared-ui';
import { FeatureCards } from '../../../components/feature-cards';
import { useLoadWhenNear } from '../../../components/use-load-when-near';
import { homeTexts } from '../data/home-texts';
import { ExamTabs } from './exam-tabs';
import { HomeHero } from './home-hero';

const HomeLowerSections = lazy(() => import('./home-lower-sections'));

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

/** The home page (spec section 2, "Home"), top to bottom. */
export function HomePage() {
  const lowerRef = useRef<HTMLDivElement>(null);
  const showLower = useLoadWhenNear(lowerRef);
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
        {showLower ? (
          <Suspense fallback={<LowerSectionsPlaceholder />}>
            <HomeLowerSections />
          </Suspense>
        ) : (
          <LowerSectionsPlaceholder />
        )}
      </div>
    </>
  );
}
