import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderPage } from '@nurseprep/shared-ui/testing';
import { LocationProbe } from '../../../testing/location-probe';
import { SchoolsSection } from './schools-section';

jest.setTimeout(20_000);

function renderSection(path = '/') {
  const user = userEvent.setup();
  const view = renderPage(
    <>
      <SchoolsSection />
      <LocationProbe />
    </>,
    { path },
  );
  const section = screen.getByRole('region', { name: 'Study Materials for Your Nursing School' });
  return {
    user,
    ...view,
    section,
    letter: (name: string) => within(within(section).getByRole('group', { name: 'Filter schools by first letter' })).getByRole('link', { name }),
    cards: () => within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    location: () => screen.getByRole('status', { name: 'Current location' }).textContent,
  };
}

describe('the home schools section', () => {
  it('makes each letter a link back to the #schools section that keeps the rest of the address', () => {
    const { section, letter } = renderSection('/?materials=science');
    expect(section).toHaveAttribute('id', 'schools');
    expect(letter('C')).toHaveAttribute('href', '/?materials=science&school-letter=C#schools');
    expect(letter('C')).not.toHaveAttribute('aria-current');
    expect(letter('B')).toHaveAttribute('aria-disabled', 'true');
    expect(letter('B')).not.toHaveAttribute('href');
  });

  it('shows the letter the address names, as the server renders it', () => {
    const { section, letter, cards } = renderSection('/?school-letter=c');
    expect(within(section).getByRole('status')).toHaveTextContent('Showing 3 schools starting with C');
    expect(cards()).toEqual(['Capella University', 'Chamberlain University', 'Chatham University']);
    expect(letter('C')).toHaveAttribute('aria-current', 'true');
    expect(letter('C')).toHaveAttribute('href', '/#schools');
    expect(within(section).getByRole('link', { name: 'Clear selection' })).toHaveAttribute('href', '/#schools');
  });

  it('filters in place when a letter is clicked, keeping the letter in the address, and Clear selection removes it', async () => {
    const { user, section, letter, cards, location } = renderSection();
    expect(within(section).getByRole('status')).toHaveTextContent('Popular schools');
    await user.click(letter('W'));
    expect(location()).toBe('/?school-letter=W');
    expect(letter('W')).toHaveAttribute('aria-current', 'true');
    expect(within(section).getByRole('status')).toHaveTextContent('Showing 1 school starting with W');
    expect(cards()).toEqual(['Walden University']);

    await user.click(within(section).getByRole('link', { name: 'Clear selection' }));
    expect(location()).toBe('/');
    expect(cards()).toHaveLength(6);
  });

  it('offers Show All Schools for a letter in the address that no school starts with', async () => {
    const { user, section, cards, location } = renderSection('/?school-letter=B');
    expect(within(section).getByText('No schools found starting with B')).toBeInTheDocument();
    const showAll = within(section).getByRole('link', { name: 'Show All Schools' });
    expect(showAll).toHaveAttribute('href', '/#schools');
    await user.click(showAll);
    expect(location()).toBe('/');
    expect(cards()).toHaveLength(6);
  });

  it('has no axe violations with a letter chosen', async () => {
    const { container } = renderSection('/?school-letter=U');
    expect(await axe(container)).toHaveNoViolations();
  });
});
