import type { ReactNode } from 'react';
import { Container, Section } from '@nurseprep/shared-ui';

/** A named band of prose: a heading, paragraphs, and anything that follows them. */
export function AboutSection({ id, heading, paragraphs, children }: { id: string; heading: string; paragraphs: readonly string[]; children?: ReactNode }) {
  return (
    <Section id={id} aria-labelledby={`${id}-heading`}>
      <Container>
        <h2 id={`${id}-heading`}>{heading}</h2>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {children}
      </Container>
    </Section>
  );
}
