import { popularSchoolSlugs, schoolInitials, schools, schoolsStartingWith } from './schools';
import { schoolSlugs } from './routes';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('schools', () => {
  it('lists the 14 directory schools, one for each school slug of the route table', () => {
    expect(schools.map((school) => school.slug).sort()).toEqual([...schoolSlugs].sort());
  });

  it('names the popular six in the order the home page shows them, each a listed school', () => {
    expect(popularSchoolSlugs).toEqual(['chamberlain', 'walden', 'grand-canyon', 'phoenix', 'chatham', 'umgc']);
  });

  it('gives each school four features and colours with AA contrast for text on the header and button', () => {
    for (const school of schools) {
      expect(school.features).toHaveLength(4);
      expect(contrast(school.textColor, school.headerColor)).toBeGreaterThanOrEqual(4.5);
      expect(contrast('#ffffff', school.buttonColor)).toBeGreaterThanOrEqual(4.5);
      expect(contrast('#ffffff', school.iconColor)).toBeGreaterThanOrEqual(3);
    }
  });

  it('filters by first letter in any case and knows which letters have a school', () => {
    expect(schoolsStartingWith('c').map((school) => school.slug)).toEqual(['capella', 'chamberlain', 'chatham']);
    expect(schoolsStartingWith('Q')).toEqual([]);
    expect([...schoolInitials()].sort()).toEqual(['A', 'C', 'D', 'E', 'G', 'J', 'K', 'L', 'S', 'U', 'W']);
  });
});
