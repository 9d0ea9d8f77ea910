import { schools } from '@nurseprep/contracts';
import { filterSchools } from './filter-schools';

const names = (list: { name: string }[]) => list.map((school) => school.name);

describe('filterSchools', () => {
  it('keeps all 14 schools, in directory order, when no filter is set', () => {
    expect(filterSchools({ letter: null, query: '' })).toEqual(schools);
    expect(schools).toHaveLength(14);
  });

  it('matches the search text anywhere in the name, in any case', () => {
    expect(names(filterSchools({ letter: null, query: 'HOPKINS' }))).toEqual(['Johns Hopkins University']);
    expect(names(filterSchools({ letter: null, query: 'of ' }))).toEqual(['University of Phoenix', 'University of Maryland Global Campus']);
  });

  it('ignores spaces around the search text', () => {
    expect(names(filterSchools({ letter: null, query: '  walden ' }))).toEqual(['Walden University']);
  });

  it('keeps schools whose name starts with the letter', () => {
    expect(names(filterSchools({ letter: 'C', query: '' }))).toEqual(['Capella University', 'Chamberlain University', 'Chatham University']);
  });

  it('applies the letter and the search together', () => {
    expect(names(filterSchools({ letter: 'U', query: 'maryland' }))).toEqual(['University of Maryland Global Campus']);
    expect(filterSchools({ letter: 'W', query: 'phoenix' })).toEqual([]);
  });
});
