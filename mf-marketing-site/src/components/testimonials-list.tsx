import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import type { Testimonial } from '@nurseprep/contracts';
import { Card, CardContent, CardFooter, endpointQuery, Skeleton, Star } from '@nurseprep/shared-ui';
import { testimonialsListTexts as texts } from '../data/testimonials-list-texts';

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
  flex: none;
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

/** The success stories from GET /api/testimonials: rating, words, initials, author and role. */
export function TestimonialsList() {
  const testimonials = useQuery(endpointQuery('GET /api/testimonials'));
  if (testimonials.isPending) {
    return (
      <Grid aria-busy="true" aria-label={texts.loading}>
        {[0, 1, 2].map((index) => (
          <li key={index}>
            <Skeleton $height="12rem" />
          </li>
        ))}
      </Grid>
    );
  }
  if (testimonials.isError) return <p role="alert">{texts.failed}</p>;
  return (
    <Grid>
      {testimonials.data.map((testimonial) => (
        <TestimonialCard key={testimonial.id} testimonial={testimonial} />
      ))}
    </Grid>
  );
}
