import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '@nurseprep/shared-ui';
import { chamberlainPage } from '../data/schools/chamberlain';
import { waldenPage } from '../data/schools/walden';
import { MoreCourses } from './more-courses';

// Only the theme, not the global style: the list must stay closed on the component's own styles,
// since a promoted remote may run under a shell whose global style is older.
function renderMoreCourses(moreCourses: NonNullable<typeof chamberlainPage.moreCourses>) {
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <MoreCourses moreCourses={moreCourses} />
    </ThemeProvider>,
  );
  return { user };
}

test('Chamberlain\'s extra courses are off screen until View All Chamberlain Courses, and close again with Show Fewer Courses', async () => {
  const { user } = renderMoreCourses(chamberlainPage.moreCourses!);
  const toggle = screen.getByRole('button', { name: 'View All Chamberlain Courses' });
  const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
  // jest-dom's toBeVisible trusts the hidden attribute alone, so the computed display is what proves the styles obey it.
  expect(getComputedStyle(list).display).toBe('none');
  expect(screen.queryByText('Fundamentals of nursing')).not.toBeVisible();

  await user.click(toggle);
  expect(toggle).toHaveAccessibleName('Show Fewer Courses');
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(getComputedStyle(list).display).toBe('grid');
  expect(screen.getByText('Fundamentals of nursing')).toBeVisible();

  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(getComputedStyle(list).display).toBe('none');
});

test('Walden\'s programs are off screen until View All Walden Programs', async () => {
  const { user } = renderMoreCourses(waldenPage.moreCourses!);
  const toggle = screen.getByRole('button', { name: 'View All Walden Programs' });
  const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
  expect(getComputedStyle(list).display).toBe('none');

  await user.click(toggle);
  expect(getComputedStyle(list).display).toBe('grid');
  expect(screen.getByText('PhD in Nursing')).toBeVisible();
});
