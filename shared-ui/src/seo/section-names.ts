/**
 * The names of the site's sections as the header names them, for the breadcrumbs every nested page gets
 * (/exams/teas: Home > Exam Prep > the page's title).
 */
export const sectionNames: Readonly<Record<string, string>> = {
  '/exams': 'Exam Prep',
  '/exams/coursework': 'Nursing Coursework',
  '/schools': 'Nursing Schools',
  '/resources': 'Resources',
  '/resources/blog': 'Blog',
};

/** The breadcrumb trail of `path` ending with `title`, or null when the page is not nested or a level has no name. */
export function breadcrumbTrail(path: string, title: string): { name: string; path: string }[] | null {
  const segments = path.split('/').filter((segment) => segment.length > 0);
  if (segments.length < 2) return null;
  const trail = [{ name: 'Home', path: '/' }];
  for (let depth = 1; depth < segments.length; depth += 1) {
    const ancestor = `/${segments.slice(0, depth).join('/')}`;
    const name = sectionNames[ancestor];
    if (!name) return null;
    trail.push({ name, path: ancestor });
  }
  trail.push({ name: title, path: `/${segments.join('/')}` });
  return trail;
}
