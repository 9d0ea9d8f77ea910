import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { examPageSlugs } from '@nurseprep/contracts';
import { renderPage } from '@nurseprep/shared-ui/testing';
import { ServicesPage } from './services-page';

describe('/services', () => {
  it('links the nine exam-prep cards to their exam pages, each a real exam route', () => {
    renderPage(<ServicesPage />, { path: '/services' });
    const exams = screen.getByRole('region', { name: 'Exam Preparation' });
    const hrefs = within(exams).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['hesi', 'teas', 'nclex-rn', 'nclex-pn', 'nln-pax', 'kaplan', 'psb', 'ged', 'coursework'].map((slug) => `/exams/${slug}`));
    for (const href of hrefs) expect(examPageSlugs).toContain(href!.replace('/exams/', ''));
  });

  it('links tutoring, resources and schools, Request Your School to /contact, and closes with /exams and /tutoring', async () => {
    const { container } = renderPage(<ServicesPage />, { path: '/services' });
    expect(screen.getByRole('link', { name: 'Explore Tutoring' })).toHaveAttribute('href', '/tutoring');
    expect(screen.getByRole('link', { name: 'Browse Resources' })).toHaveAttribute('href', '/resources');
    expect(screen.getByRole('link', { name: 'View Chamberlain University' })).toHaveAttribute('href', '/schools/chamberlain');
    expect(screen.getByRole('link', { name: 'View Walden University' })).toHaveAttribute('href', '/schools/walden');
    expect(screen.getByRole('link', { name: 'Request Your School' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('region', { name: 'Popular School Programs' })).toHaveTextContent('not affiliated with');
    expect(screen.getByRole('region', { name: 'Tutoring, Resources and School Support' })).toHaveTextContent('Exam Prep Package (4 sessions): $180-$350');
    const closing = screen.getByRole('region', { name: 'Not Sure Where to Start?' });
    expect(within(closing).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/exams', '/tutoring']);
    expect(await axe(container)).toHaveNoViolations();
  });
});
