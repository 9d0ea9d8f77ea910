import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderPage } from '@nurseprep/shared-ui/testing';
import { LocationProbe } from '../../../testing/location-probe';
import { StudyMaterialsSection } from './study-materials-section';

jest.setTimeout(20_000);

function renderSection(path = '/') {
  const user = userEvent.setup();
  const view = renderPage(
    <>
      <StudyMaterialsSection />
      <LocationProbe />
    </>,
    { path },
  );
  const section = screen.getByRole('region', { name: 'Study Materials' });
  const filters = within(section).getByRole('group', { name: 'Filter study materials by category' });
  return {
    user,
    ...view,
    section,
    filter: (name: string) => within(filters).getByRole('link', { name }),
    purchases: () => within(section).getAllByRole('link', { name: /^Purchase / }).map((link) => link.getAttribute('href')),
    location: () => screen.getByRole('status', { name: 'Current location' }).textContent,
  };
}

describe('the home study materials section', () => {
  it('makes each category a link back to the #study-materials section that keeps the rest of the address', () => {
    const { section, filter } = renderSection('/?school-letter=C');
    expect(section).toHaveAttribute('id', 'study-materials');
    expect(within(section).getByRole('group', { name: 'Filter study materials by category' }).querySelectorAll('a').length).toBe(6);
    expect(filter('All')).toHaveAttribute('href', '/?school-letter=C#study-materials');
    expect(filter('All')).toHaveAttribute('aria-current', 'true');
    expect(filter('Science')).toHaveAttribute('href', '/?school-letter=C&materials=science#study-materials');
    expect(filter('Science')).not.toHaveAttribute('aria-current');
  });

  it('shows the category the address names, as the server renders it', () => {
    const { section, filter, purchases } = renderSection('/?materials=Science');
    expect(filter('Science')).toHaveAttribute('aria-current', 'true');
    expect(filter('All')).not.toHaveAttribute('aria-current');
    expect(within(section).getByRole('status')).toHaveTextContent('Showing 2 Science materials');
    expect(purchases()).toEqual(['/payment?package=anatomy-physiology-flashcards', '/payment?package=chemistry-biology-practice-quizzes']);
  });

  it('shows All for a category the address names that does not exist', () => {
    const { section, filter } = renderSection('/?materials=astrology');
    expect(filter('All')).toHaveAttribute('aria-current', 'true');
    expect(within(section).getByRole('status')).toHaveTextContent('Showing all 6 materials');
  });

  it('filters in place when a category is clicked, keeping it in the address, and All removes it', async () => {
    const { user, section, filter, purchases, location } = renderSection();
    await user.click(filter('TEAS'));
    expect(location()).toBe('/?materials=teas');
    expect(filter('TEAS')).toHaveAttribute('aria-current', 'true');
    expect(purchases()).toEqual(['/payment?package=teas-7-complete-study-guide']);

    await user.click(filter('All'));
    expect(location()).toBe('/');
    expect(within(section).getByRole('status')).toHaveTextContent('Showing all 6 materials');
  });

  it('has no axe violations with a category chosen', async () => {
    const { container } = renderSection('/?materials=nclex');
    expect(await axe(container)).toHaveNoViolations();
  });
});
