import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderPage } from '@nurseprep/shared-ui/testing';
import { TutorsPage } from './tutors-page';

describe('/tutors', () => {
  it('lists each tutor with specialties, the exams they coach and a booking link naming one', async () => {
    const { container } = renderPage(<TutorsPage />, { path: '/tutors' });
    const team = screen.getByRole('region', { name: 'Our Tutoring Team' });
    expect(within(team).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Sarah Mitchell', 'James Okafor', 'Elena Ramirez']);
    expect(within(team).getByRole('link', { name: 'ATI TEAS 7' })).toHaveAttribute('href', '/exams/teas');
    expect(within(team).getByRole('link', { name: 'NCLEX-RN' })).toHaveAttribute('href', '/exams/nclex');
    expect(within(team).getByRole('link', { name: 'Book a session with James' })).toHaveAttribute('href', '/booking?service=tutoring&exam=NCLEX-RN&tutor=james-okafor');
    expect(screen.getByRole('region', { name: 'How Booking a Tutor Works' })).toHaveTextContent('Cancel free up to 24 hours before any session.');
    expect(await axe(container)).toHaveNoViolations();
  });
});
