import styled from 'styled-components';
import { ButtonLink, Calendar, Container, Section } from '@nurseprep/shared-ui';
import { uiTexts } from '../data/ui-texts';
import type { TutoringCall } from '../lib/content-types';
import { tutoringBookingHref } from '../lib/booking-href';

const Band = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
  }
  h2 { color: inherit; }
  p { margin: 0; }
`;

/** The closing band: a tutor for this exam, through the booking form prefilled for tutoring. */
export function TutoringCallSection({ call }: { call: TutoringCall }) {
  return (
    <Section aria-labelledby="tutoring-call-heading">
      <Container>
        <Band>
          <div>
            <h2 id="tutoring-call-heading">{call.heading}</h2>
            <p>{call.lead}</p>
          </div>
          <ButtonLink href={tutoringBookingHref(call.exam)} variant="outline" size="lg">
            <Calendar aria-hidden="true" />
            {uiTexts.bookTutor}
          </ButtonLink>
        </Band>
      </Container>
    </Section>
  );
}
