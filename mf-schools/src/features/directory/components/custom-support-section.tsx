import styled from 'styled-components';
import { ButtonLink, Container, Section } from '@nurseprep/shared-ui';
import { customSupportTexts as texts } from '../data/directory-texts';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  h2, p { margin: 0; }
  p { max-width: 60ch; }
`;

/** The closing call to action: tutoring for a school or course that is not listed. */
export function CustomSupportSection() {
  return (
    <Section aria-labelledby="custom-support-heading">
      <Container>
        <Box>
          <h2 id="custom-support-heading">{texts.heading}</h2>
          <p>{texts.lead}</p>
          <ButtonLink href={texts.href} size="lg">
            {texts.linkLabel}
          </ButtonLink>
        </Box>
      </Container>
    </Section>
  );
}
