import styled from 'styled-components';
import { findOffer, type School, type SchoolSlug } from '@nurseprep/contracts';
import { Container, Info, Section, productJsonLd, useBrandName, type JsonLd } from '@nurseprep/shared-ui';
import type { SchoolPageData } from '../data/school-page-types';
import { schoolPageTexts as texts } from '../data/school-page-texts';
import { MoreCourses } from './more-courses';
import { OfferSidebar } from './offer-sidebar';
import { PageSectionView } from './page-section-view';
import { SchoolHero } from './school-hero';
import { SectionNav } from './section-nav';
import { TutoringCta } from './tutoring-cta';
import { Points } from './topic-grid';

const Notice = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg { flex-shrink: 0; margin-top: 2px; }
`;

const OverviewGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
  h2, h3 { margin: 0 0 ${({ theme }) => theme.space.md}; }
  p { max-width: 75ch; }
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  dt { font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  dd { margin: 0 0 ${({ theme }) => theme.space.sm}; }
`;

const Values = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border-left: 4px solid ${({ theme }) => theme.colors.secondary};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const WithSidebar = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 340px;
    gap: ${({ theme }) => theme.space.xxl};
  }
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

/** One school's page, from its entry in the school-pages table; every school has the same shape of data. */
/** The sidebar's bundle and tutoring prices for search engines (Product with its offers), when the page has them. */
function sidebarProduct(page: SchoolPageData, brand: string): JsonLd | undefined {
  if (!page.sidebar) return undefined;
  const offers = [page.sidebar.bundleOfferId, page.sidebar.tutoringOfferId].flatMap((id) => findOffer(id) ?? []);
  return productJsonLd({
    name: page.sidebar.heading,
    description: page.intro.lead,
    brand,
    offers: offers.map((offer) => ({ price: offer.priceCents / 100, name: offer.name })),
  });
}

export function SchoolPage({ slug, school, page }: { slug: SchoolSlug; school: School; page: SchoolPageData }) {
  const sidebarJsonLd = sidebarProduct(page, useBrandName());
  const navSections = page.sections.filter((section) => section.navLabel);
  const sections = page.sections.map((section, index) => (
    <PageSectionView
      key={section.id}
      section={section}
      slug={slug}
      tone={index % 2 === 0 ? 'default' : 'surface'}
      inColumn={page.sidebar !== undefined}
    />
  ));

  return (
    <>
      <SchoolHero school={school} intro={page.intro} jsonLd={sidebarJsonLd} />
      <Section aria-labelledby="school-overview-heading">
        <Container>
          <OverviewGrid>
            <div>
              <h2 id="school-overview-heading">{page.overview.heading}</h2>
              {page.overview.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {page.values ? (
                <Values>
                  <h3>{page.values.heading}</h3>
                  {page.values.paragraphs.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                  <Points>
                    {page.values.points.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </Points>
                </Values>
              ) : null}
            </div>
            <div>
              <Facts>
                {page.overview.facts.map((fact) => (
                  <div key={fact.label}>
                    <dt>{fact.label}</dt>
                    <dd>{fact.value}</dd>
                  </div>
                ))}
              </Facts>
              {page.overview.note ? <Muted>{page.overview.note}</Muted> : null}
            </div>
          </OverviewGrid>
          <Notice role="note">
            <Info aria-hidden="true" size={18} />
            <span>{texts.independence(school.name)}</span>
          </Notice>
        </Container>
      </Section>
      {page.navLabel && navSections.length > 0 ? <SectionNav label={page.navLabel} sections={navSections} /> : null}
      {page.sidebar ? (
        <WithSidebar>
          <div>{sections}</div>
          <OfferSidebar sidebar={page.sidebar} />
        </WithSidebar>
      ) : (
        sections
      )}
      {page.moreCourses ? <MoreCourses moreCourses={page.moreCourses} /> : null}
      <TutoringCta slug={slug} tutoring={page.tutoring} />
    </>
  );
}
