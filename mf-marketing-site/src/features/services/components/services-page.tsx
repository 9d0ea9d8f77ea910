import styled from 'styled-components';
import { ArrowRight, ButtonLink, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, PageHeader } from '@nurseprep/shared-ui';
import { CtaBand } from '../../../components/cta-band';
import { FeatureCards } from '../../../components/feature-cards';
import { FeatureIcon } from '../../../components/feature-icon';
import { HeroActions } from '../../../components/hero-actions';
import { NotAffiliatedNote } from '../../../components/not-affiliated-note';
import { PageSection } from '../../../components/page-section';
import { pageIntros } from '../../../data/page-intros';
import { servicesTexts as texts } from '../data/services-texts';

const Grid = styled.ul<{ $columns: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => `${theme.space.xl} 0 0`};
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr)); }
`;

const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
`;

/** /services: every exam we prepare for, then tutoring, resources and school support. */
export function ServicesPage() {
  return (
    <>
      <PageHeader {...pageIntros.services}>
        <HeroActions actions={texts.heroActions} />
      </PageHeader>
      <PageSection id="exam-services-heading" heading={texts.exams.heading} lead={texts.exams.lead}>
        <Grid $columns={3}>
          {texts.exams.cards.map((card) => (
            <Card as="li" key={card.slug}>
              <CardHeader>
                <FeatureIcon name="book" />
                <CardTitle>{card.title}</CardTitle>
              </CardHeader>
              <CardContent>
                <CardDescription>{card.description}</CardDescription>
              </CardContent>
              <CardFooter>
                <ButtonLink href={`/exams/${card.slug}`} variant="outline" size="sm">
                  {texts.exams.link(card.title)}
                  <ArrowRight aria-hidden="true" />
                </ButtonLink>
              </CardFooter>
            </Card>
          ))}
        </Grid>
      </PageSection>
      <PageSection id="more-services-heading" heading={texts.more.heading} lead={texts.more.lead} tone="surface">
        <FeatureCards cards={texts.more.cards} />
      </PageSection>
      <PageSection id="school-services-heading" heading={texts.schools.heading} lead={texts.schools.lead}>
        <Grid $columns={2}>
          {texts.schools.cards.map((card) => (
            <Card as="li" key={card.slug}>
              <CardHeader>
                <FeatureIcon name="school" />
                <CardTitle>{card.title}</CardTitle>
              </CardHeader>
              <CardContent>
                <CardDescription>{card.description}</CardDescription>
              </CardContent>
              <CardFooter>
                <ButtonLink href={`/schools/${card.slug}`} variant="outline" size="sm">
                  {texts.schools.view(card.title)}
                </ButtonLink>
              </CardFooter>
            </Card>
          ))}
        </Grid>
        <Actions>
          <ButtonLink href={texts.schools.requestHref} variant="secondary">
            {texts.schools.request}
          </ButtonLink>
        </Actions>
        <NotAffiliatedNote />
      </PageSection>
      <CtaBand id="services-closing-heading" {...texts.closing} />
    </>
  );
}
