import styled from 'styled-components';
import type { CourseworkSubjectSlug } from '@nurseprep/contracts';
import { practiceBanks } from '@nurseprep/contracts/practice-banks';
import { AlertTriangle, Card, CardContent, Container, Section } from '@nurseprep/shared-ui';
import { Points } from '../../../components/card-grid';
import { CardGridSection } from '../../../components/card-grid-section';
import { PageHero, type HeroAction } from '../../../components/page-hero';
import { StudyToolsSection } from '../../../components/study-tools-section';
import { TutoringCallSection } from '../../../components/tutoring-call-section';
import { studyToolsFor } from '../../../lib/study-tools';
import { tutoringBookingHref } from '../../../lib/booking-href';
import { subjectPageTexts as texts, type SubjectPageData } from '../data/subjects';
import { SubjectDocumentsSection } from './subject-documents-section';

const Pitfalls = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Mistake = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  svg { flex: none; margin-top: 0.15em; color: ${({ theme }) => theme.colors.accent}; }
`;

/** Subjects with a practice-question bank (pharmacology) link to its practice page. */
function practiceActions(subject: CourseworkSubjectSlug): HeroAction[] {
  const bank = practiceBanks.find((entry) => entry.subject === subject);
  return bank ? [{ label: texts.practiceAction(bank.label), href: bank.path, variant: 'secondary' }] : [];
}

/** One coursework subject: what it covers, high-yield topics, common pitfalls, its documents and a tutor. */
export function SubjectPage({ subject, page }: { subject: CourseworkSubjectSlug; page: SubjectPageData }) {
  return (
    <>
      <PageHero
        intro={page.intro}
        actions={[
          { label: texts.highYieldAction, href: '#high-yield' },
          ...practiceActions(subject),
          { label: texts.bookTutorAction, href: tutoringBookingHref(page.tutoring.exam), variant: 'outline' },
        ]}
      />
      <Section id="covers" aria-labelledby="covers-heading">
        <Container>
          <h2 id="covers-heading">{texts.coversHeading}</h2>
          <p>{page.covers.lead}</p>
          <Points>
            {page.covers.topics.map((topic) => (
              <li key={topic}>{topic}</li>
            ))}
          </Points>
        </Container>
      </Section>
      <CardGridSection
        section={{ id: 'high-yield', heading: texts.highYieldHeading, lead: texts.highYieldLead, cards: page.highYield }}
        tone="surfaceAlt"
        footnote={page.note}
      />
      {subject === 'pharmacology' ? <StudyToolsSection tools={studyToolsFor('pharmacology')} tone="surface" /> : null}
      <Section id="pitfalls" aria-labelledby="pitfalls-heading">
        <Container>
          <h2 id="pitfalls-heading">{texts.pitfallsHeading}</h2>
          <p>{texts.pitfallsLead}</p>
          <Pitfalls>
            {page.pitfalls.map((pitfall) => (
              <Card as="li" key={pitfall.mistake}>
                <CardContent>
                  <Mistake>
                    <AlertTriangle aria-hidden="true" size={18} />
                    {pitfall.mistake}
                  </Mistake>
                  <p>
                    <strong>{texts.insteadLabel}</strong> {pitfall.instead}
                  </p>
                </CardContent>
              </Card>
            ))}
          </Pitfalls>
        </Container>
      </Section>
      <SubjectDocumentsSection subject={subject} heading={texts.documentsHeading} lead={page.documentsLead} />
      <TutoringCallSection call={page.tutoring} />
    </>
  );
}
