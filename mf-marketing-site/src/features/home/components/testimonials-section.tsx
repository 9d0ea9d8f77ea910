import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import type { Testimonial } from '@nurseprep/contracts';
import {
  ButtonLink,
  Card,
  CardContent,
  CardFooter,
  Container,
  Section,
  Skeleton,
  Star,
  telHref,
  useSiteConfig,
} from '@nurseprep/shared-ui';
import { testimonialsTexts as texts } from '../data/testimonials-texts';

export const TESTIMONIALS_PATH = '/api/testimonials';

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.xl} 0 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Stars = styled.p`
  display: flex;
  gap: 2px;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.accent};
`;

const Quote = styled.blockquote`
  margin: 0;
`;

const Author = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

const Initials = styled.span`
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
`;

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Card as="li">
      <CardContent>
        <Stars role="img" aria-label={texts.rating(testimonial.rating)}>
          {Array.from({ length: testimonial.rating }, (_, index) => (
            <Star key={index} size={18} fill="currentColor" aria-hidden="true" />
          ))}
        </Stars>
        <Quote>
          <p>{testimonial.content}</p>
        </Quote>
      </CardContent>
      <CardFooter>
        <Author>
          <Initials aria-hidden="true">{testimonial.initials}</Initials>
          <span>
            <strong>{testimonial.authorName}</strong>
            <Muted>
              {testimonial.authorRole} · {testimonial.exam}
            </Muted>
          </span>
        </Author>
      </CardFooter>
    </Card>
  );
}

/** The six success stories from the server, with the ways to get the same help. */
export function TestimonialsSection() {
  // The shell's query client reads a key's path as JSON.
  const testimonials = useQuery<Testimonial[]>({ queryKey: [TESTIMONIALS_PATH] });
  const phone = useSiteConfig().data?.settings.phone;

  return (
    <Section id={texts.anchorId} aria-labelledby="testimonials-heading" $tone="surface">
      <Container>
        <h2 id="testimonials-heading">{texts.heading}</h2>
        <p>{texts.lead}</p>
        {testimonials.isPending ? (
          <Grid aria-busy="true" aria-label={texts.loading}>
            {[0, 1, 2].map((index) => (
              <li key={index}>
                <Skeleton $height="12rem" />
              </li>
            ))}
          </Grid>
        ) : testimonials.isError ? (
          <p role="alert">{texts.failed}</p>
        ) : (
          <Grid>
            {testimonials.data.map((testimonial) => (
              <TestimonialCard key={testimonial.id} testimonial={testimonial} />
            ))}
          </Grid>
        )}
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
