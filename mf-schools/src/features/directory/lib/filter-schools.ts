import { schools, type School } from '@nurseprep/contracts';

export interface SchoolFilters {
  /** A capital letter, or null for any. */
  letter: string | null;
  /** Text the name must contain (any case); empty for any. */
  query: string;
}

/** Directory schools whose name starts with the letter and contains the search text, in directory order. */
export function filterSchools({ letter, query }: SchoolFilters, list: readonly School[] = schools): School[] {
  const wantedLetter = letter?.toUpperCase() ?? null;
  const wantedText = query.trim().toLowerCase();
  return list.filter((school) => {
    const name = school.name;
    if (wantedLetter && !name.toUpperCase().startsWith(wantedLetter)) return false;
    if (wantedText && !name.toLowerCase().includes(wantedText)) return false;
    return true;
  });
}
