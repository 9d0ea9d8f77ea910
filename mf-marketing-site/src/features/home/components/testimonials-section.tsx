import styled from 'styled-components';
import { ButtonLink, Container, Section, telHref, useSiteConfig } from '@nurseprep/shared-ui';
import { TestimonialsList } from '../../../components/testimonials-list';
import { testimonialsTexts as texts } from '../data/testimonials-texts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
`;

/** The six success stories from the server, with the ways to get the same help. */
export function TestimonialsSection() {
  const phone = useSiteConfig().data?.settings.phone;

  return (
    <Section id={texts.anchorId} aria-labelledby="testimonials-heading" $tone="surface">
      <Container>
        <h2 id="testimonials-heading">{texts.heading}</h2>
        <p>{texts.lead}</p>
        <TestimonialsList />
        <Actions>
          <ButtonLink href={texts.bookPath}>{texts.bookLink}</ButtonLink>
          {phone ? (
            <ButtonLink href={telHref(phone)} variant="outline">
              {texts.callLink(phone)}
            </ButtonLink>
          ) : null}
        </Actions>
      </Container>
    </Section>
  );
}
