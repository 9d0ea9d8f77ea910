import styled from 'styled-components';
import { findSchool } from '@nurseprep/contracts';
import { ArrowRight, ButtonLink, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, Container, GraduationCap, Section } from '@nurseprep/shared-ui';
import { Grid } from '../../../components/card-grid';
import { PageHero } from '../../../components/page-hero';
import { StudyMaterialsSection } from '../../../components/study-materials-section';
import { TutoringCallSection } from '../../../components/tutoring-call-section';
import { courseworkSubjectNames, courseworkSubjectPath } from '../../../lib/coursework-subjects';
import {
  courseCards,
  coursesSection,
  courseworkActions,
  courseworkIntro,
  courseworkMaterialsLead,
  courseworkTutoring,
  schoolCards,
  schoolsSection,
  type CourseColor,
} from '../data/coursework';
import { ClinicalSkillsSection } from './clinical-skills-section';

const IconBadge = styled.span<{ $color: CourseColor }>`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $color }) => theme.colors[$color]};
  color: ${({ theme }) => theme.colors.primaryText};
`;

const SchoolHeader = styled(CardHeader)<{ $background: string; $text: string }>`
  background: ${({ $background }) => $background};
  color: ${({ $text }) => $text};
  border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};
  h3 { display: flex; gap: ${({ theme }) => theme.space.sm}; align-items: center; }
`;

/** The coursework page: the five course cards, two school cards, and the clinical skills area (#clinical). */
export function CourseworkPage() {
  return (
    <>
      <PageHero intro={courseworkIntro} actions={courseworkActions} />
      <Section id={coursesSection.id} aria-labelledby="courses-heading">
        <Container>
          <h2 id="courses-heading">{coursesSection.heading}</h2>
          <p>{coursesSection.lead}</p>
          <Grid $columns={3}>
            {courseCards.map(({ subject, description, icon: Icon, color }) => {
              const name = courseworkSubjectNames[subject];
              return (
                <Card as="li" key={subject}>
                  <CardHeader>
                    {/* An icon missing from an older shared-ui on the page must not take the page down. */}
                    {Icon ? (
                      <IconBadge aria-hidden="true" $color={color}>
                        <Icon size={24} />
                      </IconBadge>
                    ) : null}
                    <CardTitle>{name}</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <CardDescription>{description}</CardDescription>
                  </CardContent>
                  <CardFooter>
                    <ButtonLink href={courseworkSubjectPath(subject)} variant="outline" aria-label={`${coursesSection.linkLabel}: ${name}`}>
                      {coursesSection.linkLabel}
                      <ArrowRight aria-hidden="true" />
                    </ButtonLink>
                  </CardFooter>
                </Card>
              );
            })}
          </Grid>
        </Container>
      </Section>
      <Section id={schoolsSection.id} aria-labelledby="school-support-heading" $tone="surfaceAlt">
        <Container>
          <h2 id="school-support-heading">{schoolsSection.heading}</h2>
          <p>{schoolsSection.lead}</p>
          <Grid>
            {schoolCards.map(({ slug, description }) => {
              const school = findSchool(slug);
              if (!school) return null;
              return (
                <Card as="li" key={slug}>
                  <SchoolHeader $background={school.headerColor} $text={school.textColor}>
                    <CardTitle>
                      <GraduationCap aria-hidden="true" size={22} />
                      {school.name}
                    </CardTitle>
                  </SchoolHeader>
                  <CardContent>
                    <p>{description}</p>
                  </CardContent>
                  <CardFooter>
                    <ButtonLink href={`/schools/${slug}`}>{schoolsSection.linkLabel(school.name)}</ButtonLink>
                  </CardFooter>
                </Card>
              );
            })}
          </Grid>
        </Container>
      </Section>
      <ClinicalSkillsSection />
      <StudyMaterialsSection examSlug="coursework" lead={courseworkMaterialsLead} />
      <TutoringCallSection call={courseworkTutoring} />
    </>
  );
}
