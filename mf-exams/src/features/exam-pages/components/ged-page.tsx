import { AboutSection } from '../../../components/about-section';
import { Points } from '../../../components/card-grid';
import { CardGridSection } from '../../../components/card-grid-section';
import { PageHero } from '../../../components/page-hero';
import { StudyAreaSection } from '../../../components/study-area-section';
import { StudyMaterialsSection } from '../../../components/study-materials-section';
import { TutoringCallSection } from '../../../components/tutoring-call-section';
import type { GedPageData } from '../data/types';

/** /exams/ged: why the GED matters, its four subject areas, and study tabs (math first). */
export function GedPage({ page }: { page: GedPageData }) {
  return (
    <>
      <PageHero intro={page.intro} actions={page.actions} />
      <AboutSection id="why-ged" heading={page.why.heading} paragraphs={page.why.paragraphs}>
        <Points>
          {page.why.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </Points>
      </AboutSection>
      <CardGridSection section={page.subjectAreas} tone="surfaceAlt" columns={4} />
      <StudyAreaSection {...page.study} />
      {page.materialsSlug ? <StudyMaterialsSection examSlug={page.materialsSlug} lead={page.materialsLead} /> : null}
      <TutoringCallSection call={page.tutoring} />
    </>
  );
}
