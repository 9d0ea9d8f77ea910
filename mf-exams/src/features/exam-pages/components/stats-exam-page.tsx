import { Card, CardContent, CardHeader, CardTitle, Container, Info, Section } from '@nurseprep/shared-ui';
import { CardGridSection } from '../../../components/card-grid-section';
import { PageHero } from '../../../components/page-hero';
import { StatList } from '../../../components/stat-list';
import { StudyMaterialsSection } from '../../../components/study-materials-section';
import { StudyToolsSection } from '../../../components/study-tools-section';
import { studyToolsFor } from '../../../lib/study-tools';
import { TutoringCallSection } from '../../../components/tutoring-call-section';
import type { StatsExamPageData } from '../data/types';
import { ExamDocumentsSections } from './exam-documents-sections';

/** HESI, TEAS 7 and NCLEX-RN: stats, four cards, the exam's facts, its documents and the shared document list. */
export function StatsExamPage({ page }: { page: StatsExamPageData }) {
  return (
    <>
      <PageHero intro={page.intro} actions={page.actions} />
      <Section aria-labelledby="stats-heading" $tone="surfaceAlt">
        <Container>
          <h2 id="stats-heading">{page.statsHeading}</h2>
          <StatList stats={page.stats} />
        </Container>
      </Section>
      <CardGridSection section={page.cards} columns={4} />
      <StudyToolsSection tools={studyToolsFor(page.documents.exam)} tone="surfaceAlt" />
      <CardGridSection section={page.facts} tone="surface" />
      {page.note ? (
        <Section aria-labelledby="exam-note-heading">
          <Container>
            <Card>
              <CardHeader>
                <CardTitle as="h2" id="exam-note-heading">
                  <Info aria-hidden="true" size={20} /> {page.note.heading}
                </CardTitle>
              </CardHeader>
              <CardContent>
                <p>{page.note.text}</p>
              </CardContent>
            </Card>
          </Container>
        </Section>
      ) : null}
      <ExamDocumentsSections documents={page.documents} />
      {page.materialsSlug ? <StudyMaterialsSection examSlug={page.materialsSlug} lead={page.materialsLead} /> : null}
      <TutoringCallSection call={page.tutoring} />
    </>
  );
}
