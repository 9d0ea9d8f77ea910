import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useLocation } from 'react-router-dom';
import { renderPage } from '@nurseprep/shared-ui/testing';
import DirectoryPage from './directory-page';

// Typing and axe share two cores with builds: allow more than the default 5 s.
jest.setTimeout(20_000);

/** Shows the router's query string, as the address bar would. */
function AddressBar() {
  return <output aria-label="address">{useLocation().search}</output>;
}

function renderDirectory(path = '/schools') {
  const user = userEvent.setup();
  renderPage(
    <>
      <DirectoryPage />
      <AddressBar />
    </>,
    { path },
  );
  return { user };
}

function schoolCards() {
  return within(screen.getByRole('list', { name: 'Schools' })).queryAllByRole('heading', { level: 3 });
}

function search() {
  return screen.getByRole('searchbox', { name: 'Search schools by name' });
}

function letter(name: string) {
  return within(screen.getByRole('group', { name: 'Filter schools by first letter' })).getByRole('link', { name });
}

function address() {
  return screen.getByRole('status', { name: 'address' });
}

describe('school directory', () => {
  it('lists all 14 schools with the browse hint when no filter is set, and has no axe violations', async () => {
    renderDirectory();
    expect(screen.getByRole('heading', { level: 1, name: 'Nursing School Resources' })).toBeInTheDocument();
    expect(search()).toHaveAttribute('placeholder', 'Search for your nursing school...');
    expect(screen.getByText('Search above or click on any letter to browse nursing schools alphabetically')).toBeInTheDocument();
    expect(schoolCards()).toHaveLength(14);
    expect(screen.queryByRole('link', { name: 'Clear all filters' })).not.toBeInTheDocument();
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('gives each card four features and a View Resources link to the school page', () => {
    renderDirectory();
    const card = screen.getByRole('heading', { name: 'Walden University' }).closest('li')!;
    expect(within(card).getAllByRole('listitem')).toHaveLength(4);
    expect(within(card).getByRole('link', { name: 'View Resources for Walden University' })).toHaveAttribute('href', '/schools/walden');
  });

  it('disables the letters no school starts with', () => {
    renderDirectory();
    for (const disabled of ['B', 'F', 'Q', 'Z']) expect(letter(disabled)).toHaveAttribute('aria-disabled', 'true');
    for (const enabled of ['A', 'C', 'U', 'W']) expect(letter(enabled)).not.toHaveAttribute('aria-disabled');
  });

  it('works without JavaScript: the search is a GET form to /schools keeping the letter, and the letters are links', () => {
    renderDirectory('/schools?q=uni&letter=C');
    const form = screen.getByRole('search', { name: 'Find your school' });
    expect(form.tagName).toBe('FORM');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/schools');
    expect(search()).toHaveAttribute('name', 'q');
    expect(form.querySelector('input[type="hidden"][name="letter"]')).toHaveValue('C');
    expect(letter('U')).toHaveAttribute('href', '/schools?q=uni&letter=U');
    // The current letter is marked, and choosing it again clears it.
    expect(letter('C')).toHaveAttribute('aria-current', 'true');
    expect(letter('C')).toHaveAttribute('href', '/schools?q=uni');
    expect(screen.getByRole('link', { name: 'Clear all filters' })).toHaveAttribute('href', '/schools');
  });

  it('sends no letter with the search when none is chosen', () => {
    renderDirectory();
    expect(screen.getByRole('search', { name: 'Find your school' }).querySelector('input[type="hidden"]')).toBeNull();
  });

  it('filters by search text in any case, counts the matches and puts the text in the URL', async () => {
    const { user } = renderDirectory();
    await user.type(search(), 'UNIVERSITY OF');
    expect(screen.getByText('Showing 2 schools matching "UNIVERSITY OF"')).toBeInTheDocument();
    expect(schoolCards().map((heading) => heading.textContent)).toEqual(['University of Phoenix', 'University of Maryland Global Campus']);
    expect(address()).toHaveTextContent('?q=UNIVERSITY+OF');
  });

  it('filters by letter in place, says "starting with", marks the letter and puts it in the URL', async () => {
    const { user } = renderDirectory();
    await user.click(letter('C'));
    expect(screen.getByText('Showing 3 schools starting with C')).toBeInTheDocument();
    expect(letter('C')).toHaveAttribute('aria-current', 'true');
    expect(schoolCards().map((heading) => heading.textContent)).toEqual(['Capella University', 'Chamberlain University', 'Chatham University']);
    expect(address()).toHaveTextContent('?letter=C');
  });

  it('applies the letter and the search together, with a singular count', async () => {
    const { user } = renderDirectory();
    await user.click(letter('U'));
    await user.type(search(), 'maryland');
    expect(screen.getByText('Showing 1 school starting with U matching "maryland"')).toBeInTheDocument();
    expect(schoolCards().map((heading) => heading.textContent)).toEqual(['University of Maryland Global Campus']);
  });

  it('shows the empty state when nothing matches, and Clear all filters brings every school back', async () => {
    const { user } = renderDirectory();
    await user.click(letter('W'));
    await user.type(search(), 'phoenix');
    expect(screen.getByText('No schools found matching your criteria')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Schools' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Clear all filters' }));
    expect(search()).toHaveValue('');
    expect(letter('W')).not.toHaveAttribute('aria-current');
    expect(schoolCards()).toHaveLength(14);
    expect(screen.getByText('Search above or click on any letter to browse nursing schools alphabetically')).toBeInTheDocument();
    expect(address()).toHaveTextContent(/^$/);
  });

  it('reads both filters from the URL it was opened with', () => {
    renderDirectory('/schools?q=walden&letter=w');
    expect(search()).toHaveValue('walden');
    expect(letter('W')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Showing 1 school starting with W matching "walden"')).toBeInTheDocument();
  });

  it('ignores a letter in the URL that is not A-Z', () => {
    renderDirectory('/schools?letter=7');
    expect(schoolCards()).toHaveLength(14);
  });

  it('links the three challenge cards and the custom support call to action', () => {
    renderDirectory();
    const challenges = screen.getByRole('region', { name: 'Common Nursing School Challenges' });
    expect(within(challenges).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/exams/coursework',
      '/exams/coursework#clinical',
      '/exams/nclex',
    ]);
    const support = screen.getByRole('region', { name: 'Need Custom School Support?' });
    expect(within(support).getByRole('link')).toHaveAttribute('href', '/tutoring');
  });

  it('lets a visitor press a letter again to clear it', async () => {
    const { user } = renderDirectory('/schools?letter=D');
    await user.click(letter('D'));
    await waitFor(() => expect(schoolCards()).toHaveLength(14));
  });
});
