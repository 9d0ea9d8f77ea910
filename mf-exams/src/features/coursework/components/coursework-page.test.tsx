import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useLocation } from 'react-router-dom';
import { renderPage, installFakeApi } from '@nurseprep/shared-ui/testing';
import { examApiHandlers } from '../../../testing/exam-api';
import { CourseworkPage } from './coursework-page';

jest.setTimeout(15_000);

beforeEach(() => {
  installFakeApi(examApiHandlers);
});

/** Shows the router's path and query string, as the address bar would. */
function AddressBar() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

describe('the coursework page', () => {
  it('has five course cards, each linking to its subject page', () => {
    renderPage(<CourseworkPage />);
    const courses = screen.getByRole('region', { name: 'Core Nursing Courses' });
    const links = within(courses).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/exams/coursework/pharmacology',
      '/exams/coursework/med-surg',
      '/exams/coursework/pathophysiology',
      '/exams/coursework/mental-health',
      '/exams/coursework/fundamentals',
    ]);
    expect(within(courses).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Pharmacology',
      'Medical-Surgical Nursing',
      'Pathophysiology',
      'Mental Health Nursing',
      'Fundamentals of Nursing',
    ]);
  });

  it('links the Chamberlain and Walden school cards to their school pages', () => {
    renderPage(<CourseworkPage />);
    const schools = screen.getByRole('region', { name: 'School-Specific Coursework Help' });
    expect(within(schools).getByRole('link', { name: 'Chamberlain University resources' })).toHaveAttribute('href', '/schools/chamberlain');
    expect(within(schools).getByRole('link', { name: 'Walden University resources' })).toHaveAttribute('href', '/schools/walden');
  });

  it('keeps the clinical skills tabs and shows the coursework study materials and a tutor to book', async () => {
    renderPage(<CourseworkPage />);
    expect(screen.getByRole('region', { name: 'Clinical Skills Support' })).toHaveAttribute('id', 'clinical');
    expect(await screen.findByText('COURSEWORK Review Guide')).toBeInTheDocument();
    const call = screen.getByRole('region', { name: 'Work with a Coursework Tutor' });
    expect(within(call).getByRole('link', { name: 'Book a Tutor' })).toHaveAttribute('href', '/booking?service=tutoring&exam=Coursework');
  });

  it('keeps the open clinical skill area in the address, each tab a link back to #clinical', async () => {
    const user = userEvent.setup();
    renderPage(
      <>
        <CourseworkPage />
        <AddressBar />
      </>,
      { path: '/exams/coursework?tab=documentation' },
    );
    const tablist = screen.getByRole('tablist', { name: 'Clinical skill areas' });
    expect(within(tablist).getByRole('tab', { name: 'Documentation' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tablist).getByRole('tab', { name: 'Health Assessment' })).toHaveAttribute('href', '/exams/coursework#clinical');
    expect(within(tablist).getByRole('tab', { name: 'Clinical Skills' })).toHaveAttribute('href', '/exams/coursework?tab=skills#clinical');

    await user.click(within(tablist).getByRole('tab', { name: 'Clinical Skills' }));
    expect(within(tablist).getByRole('tab', { name: 'Clinical Skills' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/exams/coursework?tab=skills');
  });

  it('has no axe violations', async () => {
    const { container } = renderPage(<CourseworkPage />);
    await screen.findByText('COURSEWORK Review Guide');
    expect(await axe(container)).toHaveNoViolations();
  });
});
