import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderPage } from '@nurseprep/shared-ui/testing';
import { AboutPage } from './about-page';

describe('/about', () => {
  it('shows the founder with the four badges, four areas of expertise, mission and vision, and why choose us', async () => {
    const { container } = renderPage(<AboutPage />, { path: '/about' });
    const founder = screen.getByRole('region', { name: 'Meet Our Founder' });
    expect(within(within(founder).getByRole('list', { name: 'Qualifications' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Medical Doctor',
      'Master of Public Health',
      'Master of Business Administration',
      'Digital Health Expert',
    ]);
    const headingsOf = (name: string) => within(screen.getByRole('region', { name })).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headingsOf('Areas of Expertise')).toEqual(['Clinical Medicine', 'Public Health', 'Digital Health', 'Nursing Education']);
    expect(headingsOf('Our Mission and Vision')).toEqual(['Our Mission', 'Our Vision']);
    expect(headingsOf('Why Choose NursePrep Academy')).toEqual(['Expert-Developed Content', 'Personalized Approach', 'Technology Integration']);
    expect(screen.getByRole('link', { name: 'Meet Our Tutors' })).toHaveAttribute('href', '/tutors');
    expect(await axe(container)).toHaveNoViolations();
  });
});
