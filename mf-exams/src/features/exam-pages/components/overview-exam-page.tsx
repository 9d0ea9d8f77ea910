import { Card, CardContent, CardHeader, CardTitle, Container, Section } from '@nurseprep/shared-ui';
import { AboutSection } from '../../../components/about-section';
import { Grid, Points } from '../../../components/card-grid';
import { CardGridSection } from '../../../components/card-grid-section';
import { PageHero } from '../../../components/page-hero';
import { PracticeList } from '../../../components/practice-question';
import { StudyMaterialsSection } from '../../../components/study-materials-section';
import { TutoringCallSection } from '../../../components/tutoring-call-section';
import type { OverviewExamPageData } from '../data/types';

/** NET, PSB HOAE, NLN PAX and NCLEX-PN: about, what is tested, how to prepare, and practice questions. */
export function OverviewExamPage({ page }: { page: OverviewExamPageData }) {
  return (
    <>
      <PageHero intro={page.intro} actions={page.actions} />
      <AboutSection id="about" heading={page.about.heading} paragraphs={page.about.paragraphs} />
      {page.sections.map((section, index) => (
        <CardGridSection key={section.id} section={section} tone={index % 2 === 0 ? 'surfaceAlt' : undefined} />
      ))}
      <Section id="preparation" aria-labelledby="preparation-heading" $tone="surface">
        <Container>
          <h2 id="preparation-heading">{page.preparation.heading}</h2>
          <p>{page.preparation.lead}</p>
          <Grid>
            {page.preparation.guides.map((guide) => (
              <Card as="li" key={guide.title}>
                <CardHeader>
                  <CardTitle>{guide.title}</CardTitle>
                </CardHeader>
                <CardContent>
                  <Points>
                    {guide.points.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </Points>
                </CardContent>
              </Card>
            ))}
          </Grid>
        </Container>
      </Section>
      <Section id="practice" aria-labelledby="practice-heading">
        <Container>
          <h2 id="practice-heading">{page.practice.heading}</h2>
          <p>{page.practice.lead}</p>
          <PracticeList items={page.practice.items} />
        </Container>
      </Section>
      {page.materialsSlug ? <StudyMaterialsSection examSlug={page.materialsSlug} lead={page.materialsLead} /> : null}
      <TutoringCallSection call={page.tutoring} />
    </>
  );
}
