import { useMemo } from 'react';
import styled from 'styled-components';
import { schoolInitials } from '@nurseprep/contracts';
import { ButtonLink, Container, LetterFilter, PageHeader, Section, TextField, X } from '@nurseprep/shared-ui';
import { directoryIntro, directoryTexts as texts, resultsSummary } from '../data/directory-texts';
import { DIRECTORY_PATH, LETTER_PARAM, SEARCH_PARAM, useDirectoryFilters } from '../hooks/use-directory-filters';
import { filterSchools } from '../lib/filter-schools';
import { ChallengesSection } from './challenges-section';
import { CustomSupportSection } from './custom-support-section';
import { SchoolCard } from './school-card';
import { SchoolGrid } from './school-grid';

const Filters = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
  max-width: 100%;
`;

const Status = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
  min-height: 44px;
  p { margin: 0; }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.xl} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const INITIALS = schoolInitials();

/**
 * /schools: the 14 schools, filtered by name and first letter (both kept in the URL). Without JavaScript the search
 * is a GET form and the letters are links; with it both filter in place.
 */
export default function DirectoryPage() {
  const { query, letter, isFiltered, setQuery, setLetter, hrefOfLetter, clearLink } = useDirectoryFilters();
  const results = useMemo(() => filterSchools({ letter, query }), [letter, query]);
  const trimmedQuery = query.trim();

  return (
    <>
      <PageHeader {...directoryIntro} />
      <Section aria-labelledby="directory-results-heading">
        <Container>
          <h2 id="directory-results-heading">{texts.filtersHeading}</h2>
          {/* The list already follows every keystroke, so a submit (Enter) has nothing left to do in place. */}
          <Filters method="get" action={DIRECTORY_PATH} role="search" aria-label={texts.filtersHeading} onSubmit={(event) => event.preventDefault()}>
            <TextField
              type="search"
              name={SEARCH_PARAM}
              label={texts.searchLabel}
              placeholder={texts.searchPlaceholder}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              autoComplete="off"
            />
            {letter ? <input type="hidden" name={LETTER_PARAM} value={letter} /> : null}
            <LetterFilter label={texts.lettersLabel} value={letter} onValueChange={setLetter} hrefOf={hrefOfLetter} availableLetters={INITIALS} />
          </Filters>
          <Status>
            <p role="status">
              {isFiltered
                ? results.length > 0
                  ? resultsSummary(results.length, letter, trimmedQuery)
                  : texts.empty
                : texts.noFilterHint}
            </p>
            {isFiltered ? (
              <ButtonLink variant="outline" size="sm" {...clearLink}>
                <X aria-hidden="true" />
                {texts.clear}
              </ButtonLink>
            ) : null}
          </Status>
          {results.length > 0 ? (
            <SchoolGrid aria-label={texts.resultsHeading}>
              {results.map((school) => (
                <SchoolCard key={school.slug} school={school} />
              ))}
            </SchoolGrid>
          ) : null}
          <Note>{texts.independence}</Note>
        </Container>
      </Section>
      <ChallengesSection />
      <CustomSupportSection />
    </>
  );
}
