import styled from 'styled-components';
import { PageHeader } from '@nurseprep/shared-ui';
import { CtaBand } from '../../../components/cta-band';
import { FeatureCards } from '../../../components/feature-cards';
import { PageSection } from '../../../components/page-section';
import { TutorCard } from '../../../components/tutor-card';
import { tutors } from '../../../data/tutors';
import { pageIntros } from '../../../data/page-intros';
import { tutorsTexts as texts } from '../data/tutors-texts';

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => `${theme.space.xl} 0 0`};
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

/** /tutors: the team, each tutor's specialties and exams, and how to book one. */
export function TutorsPage() {
  return (
    <>
      <PageHeader {...pageIntros.tutors} />
      <PageSection id="team-heading" heading={texts.team.heading} lead={texts.team.lead}>
        <Grid>
          {tutors.map((tutor) => (
            <TutorCard key={tutor.id} tutor={tutor} full />
          ))}
        </Grid>
      </PageSection>
      <PageSection id="how-booking-works-heading" heading={texts.howTo.heading} tone="surface">
        <FeatureCards cards={texts.howTo.steps} />
      </PageSection>
      <CtaBand id="tutors-closing-heading" {...texts.closing} />
    </>
  );
}
