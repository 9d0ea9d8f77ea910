/**
 * A navigation item is active when the path equals its path or lies under it (`/exams/teas` marks
 * `/exams`). Home would lie under every path, so it is active only on `/` itself.
 */
export function isNavItemActive(itemPath: string, pathname: string): boolean {
  if (itemPath === '/') return pathname === '/';
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
