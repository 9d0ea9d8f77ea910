import styled from 'styled-components';
import { ArrowRight, ButtonLink, Card, CardContent, Check, PageHeader } from '@nurseprep/shared-ui';
import { CtaBand } from '../../../components/cta-band';
import { FeatureCards } from '../../../components/feature-cards';
import { HeroActions } from '../../../components/hero-actions';
import { InquiryForm } from '../../../components/inquiry-form';
import { PageSection } from '../../../components/page-section';
import { TestimonialsList } from '../../../components/testimonials-list';
import { TutorCard } from '../../../components/tutor-card';
import { TutoringOptions } from '../../../components/tutoring-options';
import { sharedTexts } from '../../../data/shared-texts';
import { tutors } from '../../../data/tutors';
import { pageIntros } from '../../../data/page-intros';
import { tutoringTexts as texts } from '../data/tutoring-texts';

const Offers = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => `${theme.space.lg} 0 0`};
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  li { display: flex; gap: ${({ theme }) => theme.space.sm}; align-items: flex-start; }
  svg { flex: none; margin-top: 0.2em; color: ${({ theme }) => theme.colors.success}; }
`;

const TutorGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => `${theme.space.xl} 0 0`};
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

const After = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
`;

const OptionsWrap = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
`;

const Note = styled.p`
  margin-top: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const FormCard = styled(Card)`
  max-width: 48rem;
  margin-top: ${({ theme }) => theme.space.xl};
`;

/** /tutoring: what tutoring gives you, who teaches, what it costs, what students say, and the inquiry form. */
export function TutoringPage() {
  return (
    <>
      <PageHeader {...pageIntros.tutoring}>
        <HeroActions actions={texts.heroActions} />
      </PageHeader>
      <PageSection id="benefits-heading" heading={texts.benefits.heading}>
        <FeatureCards cards={texts.benefits.cards} />
      </PageSection>
      <PageSection id="offers-heading" heading={texts.offers.heading} tone="surface">
        <Offers>
          {texts.offers.items.map((item) => (
            <li key={item}>
              <Check aria-hidden="true" size={18} />
              <span>{item}</span>
            </li>
          ))}
        </Offers>
      </PageSection>
      <PageSection id="tutors-heading" heading={texts.tutors.heading} lead={texts.tutors.lead}>
        <TutorGrid>
          {tutors.map((tutor) => (
            <TutorCard key={tutor.id} tutor={tutor} />
          ))}
        </TutorGrid>
        <After>
          <ButtonLink href={texts.tutors.viewAllHref} variant="outline">
            {texts.tutors.viewAll}
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
        </After>
      </PageSection>
      <PageSection id="options-heading" heading={texts.options.heading} lead={texts.options.lead} tone="surface">
        <OptionsWrap>
          <TutoringOptions action={{ label: texts.options.book, href: texts.options.bookHref }} />
        </OptionsWrap>
        <Note>{sharedTexts.tutoringPriceNote}</Note>
      </PageSection>
      <PageSection id="student-stories-heading" heading={texts.testimonials.heading} lead={texts.testimonials.lead}>
        <TestimonialsList />
      </PageSection>
      <PageSection id="inquiry-heading" heading={texts.inquiry.heading} lead={texts.inquiry.lead} tone="surface">
        <FormCard>
          <CardContent>
            <InquiryForm source="tutoring" path="/tutoring" />
          </CardContent>
        </FormCard>
      </PageSection>
      <CtaBand id="tutoring-closing-heading" {...texts.closing} />
    </>
  );
}
