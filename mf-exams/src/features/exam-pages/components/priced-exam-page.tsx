import styled from 'styled-components';
import { Container, productJsonLd, useBrandName } from '@nurseprep/shared-ui';
import { CardGrid } from '../../../components/card-grid';
import { PageHero } from '../../../components/page-hero';
import { StudyMaterialsSection } from '../../../components/study-materials-section';
import { StudyTabs } from '../../../components/study-tabs';
import { TutoringCallSection } from '../../../components/tutoring-call-section';
import type { PricedExamPageData } from '../data/types';
import { PriceSidebar, requireOffer } from './price-sidebar';

const Layout = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.xxl};
  padding-block: ${({ theme }) => theme.space.xxl};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 340px;
    align-items: start;
  }
`;

const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxl};
  min-width: 0;
  section > h2 { margin-bottom: ${({ theme }) => theme.space.sm}; }
`;

/** ATI, GRE, Kaplan and CNA: about, the exam's sections, study tabs (materials first) and the price sidebar. */
export function PricedExamPage({ page }: { page: PricedExamPageData }) {
  const brand = useBrandName();
  const offers = [page.offers.selfStudy, page.offers.premium, page.offers.tutoring].map(requireOffer);
  // The prices the sidebar shows, for search engines (Product with its offers).
  const jsonLd = productJsonLd({
    name: page.intro.title,
    description: page.intro.lead,
    brand,
    offers: offers.map((offer) => ({ price: offer.priceCents / 100, name: offer.name })),
  });
  return (
    <>
      <PageHero intro={page.intro} actions={page.actions} jsonLd={jsonLd} />
      <Layout>
        <Main>
          <section id="about" aria-labelledby="about-heading">
            <h2 id="about-heading">{page.about.heading}</h2>
            {page.about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
          {page.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`}>{section.heading}</h2>
              {section.lead ? <p>{section.lead}</p> : null}
              <CardGrid cards={section.cards} />
            </section>
          ))}
          <section id="study" aria-labelledby="study-heading">
            <h2 id="study-heading">{page.study.heading}</h2>
            <p>{page.study.lead}</p>
            <StudyTabs tabs={page.study.tabs} defaultTab={page.study.defaultTab} label={page.study.label} anchorId="study" />
          </section>
        </Main>
        <PriceSidebar offers={page.offers} heading={page.pricesHeading} bookingExam={page.tutoring.exam} />
      </Layout>
      {page.materialsSlug ? <StudyMaterialsSection examSlug={page.materialsSlug} lead={page.materialsLead} /> : null}
      <TutoringCallSection call={page.tutoring} />
    </>
  );
}
