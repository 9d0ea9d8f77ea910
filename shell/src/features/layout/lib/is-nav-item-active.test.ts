import { isNavItemActive } from './is-nav-item-active';

describe('isNavItemActive', () => {
  it('marks Home only on the home page', () => {
    expect(isNavItemActive('/', '/')).toBe(true);
    expect(isNavItemActive('/', '/about')).toBe(false);
  });

  it('marks an item on its own path and on paths under it', () => {
    expect(isNavItemActive('/exams', '/exams')).toBe(true);
    expect(isNavItemActive('/exams', '/exams/teas')).toBe(true);
    expect(isNavItemActive('/resources', '/resources/blog/hesi-vs-teas')).toBe(true);
  });

  it('does not mark an item for a different path that merely shares its first letters', () => {
    expect(isNavItemActive('/tutoring', '/tutors')).toBe(false);
    expect(isNavItemActive('/exams', '/examsx')).toBe(false);
  });
});
