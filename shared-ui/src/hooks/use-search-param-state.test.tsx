import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { useSearchParamState } from './use-search-param-state';

function LetterPicker() {
  const { searchParams, update, linkTo } = useSearchParamState();
  const navigate = useNavigate();
  const { pathname, search, hash, key } = useLocation();
  return (
    <>
      <p>Letter: {searchParams.get('letter') ?? 'none'}</p>
      <a {...linkTo({ letter: 'C' }, { hash: 'schools' })}>C</a>
      <a {...linkTo({ letter: 'W' }, { push: true })}>W</a>
      <a {...linkTo({ letter: null })}>Any letter</a>
      <button type="button" onClick={() => update({ letter: null, q: 'walden' })}>
        Search for walden
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
      <output aria-label="address">{`${pathname}${search}${hash}`}</output>
      <output aria-label="navigation">{key}</output>
    </>
  );
}

function renderAt(...entries: string[]) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <LetterPicker />
    </MemoryRouter>,
  );
  return { user, address: () => screen.getByRole('status', { name: 'address' }).textContent };
}

test('reads the value from the address the page was opened with, as the server does', () => {
  renderAt('/schools?letter=G');
  expect(screen.getByText('Letter: G')).toBeInTheDocument();
});

test("a link's href is this page with the change, the other parameters kept and the anchor added", () => {
  renderAt('/schools?q=uni&letter=G');
  expect(screen.getByRole('link', { name: 'C' })).toHaveAttribute('href', '/schools?q=uni&letter=C#schools');
  expect(screen.getByRole('link', { name: 'Any letter' })).toHaveAttribute('href', '/schools?q=uni');
});

test('a plain click applies the change in place and replaces the history entry', async () => {
  const { user, address } = renderAt('/', '/schools?q=uni');
  await user.click(screen.getByRole('link', { name: 'C' }));
  expect(screen.getByText('Letter: C')).toBeInTheDocument();
  expect(address()).toBe('/schools?q=uni&letter=C');
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(address()).toBe('/');
});

test('a change made with push adds a history entry that Back undoes', async () => {
  const { user, address } = renderAt('/', '/schools?q=uni');
  await user.click(screen.getByRole('link', { name: 'W' }));
  expect(address()).toBe('/schools?q=uni&letter=W');
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(address()).toBe('/schools?q=uni');
});

test('update sets and removes several parameters at once', async () => {
  const { user, address } = renderAt('/schools?letter=W');
  await user.click(screen.getByRole('button', { name: 'Search for walden' }));
  expect(address()).toBe('/schools?q=walden');
  expect(screen.getByText('Letter: none')).toBeInTheDocument();
});

test('a change that leaves the address as it is does not navigate', async () => {
  const { user, address } = renderAt('/schools?q=uni');
  const navigation = () => screen.getByRole('status', { name: 'navigation' }).textContent;
  const before = navigation();
  await user.click(screen.getByRole('link', { name: 'Any letter' }));
  expect(address()).toBe('/schools?q=uni');
  expect(navigation()).toBe(before);
});

test('a filter change drops the notice of a form sent from the page', () => {
  renderAt('/resources/blog?q=teas&sent=newsletter');
  expect(screen.getByRole('link', { name: 'C' })).toHaveAttribute('href', '/resources/blog?q=teas&letter=C#schools');
});
