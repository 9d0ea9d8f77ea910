import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, ButtonLink, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@nurseprep/shared-ui';
import { tutorBookingHref, type Tutor } from '../data/tutors';
import { tutorCardTexts as texts } from '../data/tutor-card-texts';

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Initials = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 3.5rem;
  height: 3.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.secondaryText};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Role = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Bio = styled.p`
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
`;

const Label = styled.h4`
  margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.xs}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ExamLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

/** A tutor: who they are, specialties, and (in full) the exams they coach and a booking link naming one. */
export function TutorCard({ tutor, full = false }: { tutor: Tutor; full?: boolean }) {
  return (
    <Card as="li">
      <CardHeader>
        <Top>
          <Initials aria-hidden="true">{tutor.initials}</Initials>
          <div>
            <CardTitle>{tutor.name}</CardTitle>
            <Role>{tutor.role}</Role>
          </div>
        </Top>
      </CardHeader>
      <CardContent>
        <CardDescription>{tutor.credentials}</CardDescription>
        {full ? <Bio>{tutor.bio}</Bio> : null}
        <Label>{texts.specialties}</Label>
        <Tags>
          {tutor.specialties.map((specialty) => (
            <li key={specialty}>
              <Badge variant="outline">{specialty}</Badge>
            </li>
          ))}
        </Tags>
        {full ? (
          <>
            <Label>{texts.exams}</Label>
            <Tags>
              {tutor.exams.map((exam, index) => (
                <li key={exam.slug}>
                  <ExamLink to={`/exams/${exam.slug}`}>{exam.label}</ExamLink>
                  {index < tutor.exams.length - 1 ? ',' : null}
                </li>
              ))}
            </Tags>
          </>
        ) : null}
      </CardContent>
      {full ? (
        <CardFooter>
          <ButtonLink href={tutorBookingHref(tutor)} $fullWidth>
            {texts.book(tutor.name)}
          </ButtonLink>
        </CardFooter>
      ) : null}
    </Card>
  );
}
