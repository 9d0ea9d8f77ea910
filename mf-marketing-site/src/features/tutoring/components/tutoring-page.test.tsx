import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderPage } from '@nurseprep/shared-ui/testing';
import { installMarketingApi, testTestimonials } from '../../../testing/marketing-api';
import { TutoringPage } from './tutoring-page';

jest.setTimeout(20_000);

describe('/tutoring', () => {
  it('shows the benefits, offers, three tutors, the session options with their prices and the booking links', () => {
    installMarketingApi();
    renderPage(<TutoringPage />, { path: '/tutoring' });
    expect(screen.getByRole('link', { name: 'Book a Tutoring Session' })).toHaveAttribute('href', '/booking?service=tutoring');
    expect(within(screen.getByRole('region', { name: 'What Every Tutoring Plan Includes' })).getByText('Free cancellation up to 24 hours before a session')).toBeInTheDocument();

    const tutorsRegion = screen.getByRole('region', { name: 'Meet Some of Our Tutors' });
    expect(within(tutorsRegion).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Sarah Mitchell', 'James Okafor', 'Elena Ramirez']);
    expect(within(tutorsRegion).getByText('NCLEX-RN clinical judgment')).toBeInTheDocument();
    expect(within(tutorsRegion).getByRole('link', { name: /View All Tutors/ })).toHaveAttribute('href', '/tutors');

    const options = screen.getByRole('region', { name: 'Session Options' });
    expect(options).toHaveTextContent('$50-$100per hour');
    expect(options).toHaveTextContent('$30-$40per person per hour');
    expect(options).toHaveTextContent('$180-$350for 4 sessions');
    const bookLinks = within(options).getAllByRole('link', { name: /^Book This Option/ });
    expect(bookLinks).toHaveLength(3);
    for (const link of bookLinks) expect(link).toHaveAttribute('href', '/booking?service=tutoring');

    const closing = screen.getByRole('region', { name: 'Book Your First Session' });
    expect(within(closing).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/booking?service=tutoring', '/contact']);
  });

  it('loads the testimonials grid from the API and has the inquiry form', async () => {
    const { fetchMock } = installMarketingApi();
    const { container } = renderPage(<TutoringPage />, { path: '/tutoring' });
    const stories = screen.getByRole('region', { name: 'What Our Students Say' });
    await within(stories).findByText(testTestimonials[1]!.content);
    expect(fetchMock).toHaveBeenCalledWith('/api/testimonials', expect.anything());
    const card = within(stories).getAllByRole('listitem')[1]!;
    expect(card).toHaveTextContent('James Carter');
    expect(card).toHaveTextContent('Nursing Student · TEAS');
    expect(card).toHaveTextContent('JC');
    expect(within(card).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Ask About Tutoring' })).getByRole('form', { name: 'Tutoring inquiry' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
