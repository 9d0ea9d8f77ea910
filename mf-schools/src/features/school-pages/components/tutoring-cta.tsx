import styled from 'styled-components';
import type { SchoolSlug } from '@nurseprep/contracts';
import { ButtonLink, Check, Container, Section } from '@nurseprep/shared-ui';
import type { SchoolPageData } from '../data/school-page-types';
import { schoolPageTexts as texts } from '../data/school-page-texts';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  h2, p { margin: 0; }
  p { max-width: 65ch; }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: flex; gap: ${({ theme }) => theme.space.sm}; align-items: flex-start; }
  svg { flex-shrink: 0; margin-top: 3px; color: ${({ theme }) => theme.colors.success}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

/** Tutoring for the school's courses (the booking form, prefilled) and a request for materials we do not list yet. */
export function TutoringCta({ slug, tutoring }: { slug: SchoolSlug; tutoring: SchoolPageData['tutoring'] }) {
  return (
    <Section aria-labelledby="school-tutoring-heading" id="tutoring">
      <Container>
        <Box>
          <h2 id="school-tutoring-heading">{tutoring.heading}</h2>
          <p>{tutoring.text}</p>
          <List>
            {tutoring.points.map((point) => (
              <li key={point}>
                <Check aria-hidden="true" size={16} />
                <span>{point}</span>
              </li>
            ))}
          </List>
          <Actions>
            <ButtonLink href={texts.tutoringHref(slug)} size="lg">
              {tutoring.buttonLabel}
            </ButtonLink>
            <ButtonLink href={texts.requestMaterialsHref(slug)} size="lg" variant="outline">
              {texts.requestMaterials}
            </ButtonLink>
          </Actions>
        </Box>
      </Container>
    </Section>
  );
}
