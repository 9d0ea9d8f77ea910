import styled from 'styled-components';
import { findSchool, popularSchoolSlugs, schoolInitials, schoolsStartingWith, type School } from '@nurseprep/contracts';
import {
  alphabetLetterOf,
  ArrowRight,
  ButtonLink,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  Check,
  Container,
  LetterFilter,
  Section,
  useSearchParamState,
} from '@nurseprep/shared-ui';
import { NotAffiliatedNote } from '../../../components/not-affiliated-note';
import { homeTexts } from '../data/home-texts';

const texts = homeTexts.schools;
const popularSchools = popularSchoolSlugs.map((slug) => findSchool(slug)).filter((school): school is School => school !== undefined);
const availableLetters = schoolInitials();

/** The query parameter holding the chosen letter: /?school-letter=C#schools. */
const SCHOOL_LETTER_PARAM = 'school-letter';

const Status = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `${theme.space.lg} 0 0`};
  p { margin: 0; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => `${theme.space.lg} 0 0`};
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

const SchoolHeader = styled(CardHeader)<{ $background: string; $text: string }>`
  border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};
  background: ${({ $background }) => $background};
  color: ${({ $text }) => $text};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Features = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li { display: flex; gap: ${({ theme }) => theme.space.sm}; }
  svg { flex: none; margin-top: 0.2em; }
`;

const Empty = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  text-align: center;
  p { margin: 0 0 ${({ theme }) => theme.space.md}; }
`;

const Footer = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
`;

function SchoolCard({ school }: { school: School }) {
  return (
    <Card as="li">
      <SchoolHeader $background={school.headerColor} $text={school.textColor}>
        <CardTitle>{school.name}</CardTitle>
      </SchoolHeader>
      <CardContent>
        <Features>
          {school.features.map((feature) => (
            <li key={feature}>
              <Check aria-hidden="true" size={16} color={school.iconColor} />
              <span>{feature}</span>
            </li>
          ))}
        </Features>
      </CardContent>
      <CardFooter>
        <ButtonLink href={`/schools/${school.slug}`} variant="outline" $fullWidth>
          {texts.viewSchool(school.name)}
        </ButtonLink>
      </CardFooter>
    </Card>
  );
}

/**
 * Schools with the A-Z filter: no letter shows the popular six; a letter shows the schools starting with it. The
 * letter lives in the address, so the server renders it; each letter is a link back to this section, followed in
 * place with JavaScript.
 */
export function SchoolsSection() {
  const { searchParams, hrefWith, update, linkTo } = useSearchParamState();
  const letter = alphabetLetterOf(searchParams.get(SCHOOL_LETTER_PARAM));
  const shown = letter ? schoolsStartingWith(letter) : popularSchools;
  const showPopular = linkTo({ [SCHOOL_LETTER_PARAM]: null }, { hash: texts.anchorId });

  return (
    <Section id={texts.anchorId} aria-labelledby="schools-heading">
      <Container>
        <h2 id="schools-heading">{texts.heading}</h2>
        <p>{texts.lead}</p>
        <LetterFilter
          label={texts.filterLabel}
          value={letter}
          onValueChange={(next) => update({ [SCHOOL_LETTER_PARAM]: next })}
          hrefOf={(next) => hrefWith({ [SCHOOL_LETTER_PARAM]: next }, texts.anchorId)}
          availableLetters={availableLetters}
        />
        <Status>
          <p role="status">{letter ? texts.showing(shown.length, letter) : texts.popularHeading}</p>
          {letter ? (
            <ButtonLink variant="ghost" size="sm" {...showPopular}>
              {texts.clear}
            </ButtonLink>
          ) : null}
        </Status>
        {shown.length === 0 && letter ? (
          <Empty>
            <p>{texts.empty(letter)}</p>
            <ButtonLink variant="outline" {...showPopular}>
              {texts.showAll}
            </ButtonLink>
          </Empty>
        ) : (
          <Grid>
            {shown.map((school) => (
              <SchoolCard key={school.slug} school={school} />
            ))}
          </Grid>
        )}
        <Footer>
          <ButtonLink href={texts.directoryHref} variant="outline">
            {texts.directoryLink}
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
        </Footer>
        <NotAffiliatedNote />
      </Container>
    </Section>
  );
}
