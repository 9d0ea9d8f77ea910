import styled from 'styled-components';
import { ArrowRight, ButtonLink, Card, CardContent, CardHeader, CardTitle, Container, Section } from '@nurseprep/shared-ui';
import { InquiryForm } from '../../../components/inquiry-form';
import { TutoringOptions } from '../../../components/tutoring-options';
import { sharedTexts } from '../../../data/shared-texts';
import { homeTexts } from '../data/home-texts';

const texts = homeTexts.tutoring;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  margin-top: ${({ theme }) => theme.space.xl};
`;

const Note = styled.p`
  margin: ${({ theme }) => `${theme.space.md} 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The home page's tutoring band (anchor #tutoring): the inquiry form and the three options with prices. */
export function TutoringSection() {
  return (
    <Section id={texts.anchorId} aria-labelledby="tutoring-heading" $tone="surface">
      <Container>
        <h2 id="tutoring-heading">{texts.heading}</h2>
        <p>{texts.lead}</p>
        <Layout>
          <Card>
            <CardHeader>
              <CardTitle>{texts.formHeading}</CardTitle>
            </CardHeader>
            <CardContent>
              <InquiryForm source="tutoring" path="/" />
            </CardContent>
          </Card>
          <div>
            <h3>{texts.optionsHeading}</h3>
            <TutoringOptions titleLevel="h4" />
            <Note>{sharedTexts.tutoringPriceNote}</Note>
            <ButtonLink href={texts.moreHref} variant="outline">
              {texts.moreLink}
              <ArrowRight aria-hidden="true" />
            </ButtonLink>
          </div>
        </Layout>
      </Container>
    </Section>
  );
}
