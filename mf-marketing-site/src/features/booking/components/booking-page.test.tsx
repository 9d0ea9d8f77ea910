import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderPage, testSiteConfig, type FakeAnswer } from '@nurseprep/shared-ui/testing';
import { installMarketingApi, postedBody } from '../../../testing/marketing-api';
import { BookingPage } from './booking-page';

jest.setTimeout(25_000);

const text = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(text('Full Name'), 'Mary Seacole');
  await user.type(text('Email Address'), 'mary@example.com');
  await user.selectOptions(select('Preferred Contact Method'), 'whatsapp');
  await user.selectOptions(select('Service Type'), 'exam-prep');
  await user.selectOptions(select('Urgency Level'), 'high');
  await user.type(text('Detailed Description'), 'HESI A2 in two weeks, weak in chemistry.');
}

describe('/booking', () => {
  it('shows the headline, the direct contact links, every field with its label and the three reassurance cards', async () => {
    installMarketingApi();
    const { container } = renderPage(<BookingPage />, { path: '/booking' });
    expect(screen.getByRole('heading', { level: 1, name: 'Book Your Custom Service' })).toBeInTheDocument();

    const quick = screen.getByRole('list', { name: 'Contact us directly' });
    expect(within(quick).getByRole('link', { name: /support@example.com/ })).toHaveAttribute('href', 'mailto:support@example.com');
    expect(within(quick).getByRole('link', { name: /\(202\) 555-0123/ })).toHaveAttribute('href', 'tel:2025550123');
    expect(within(quick).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', expect.stringContaining(`https://wa.me/${testSiteConfig.settings.whatsappNumber}`));

    expect(text('Phone Number')).toHaveAccessibleDescription('Recommended for faster response');
    expect(select('Service Type')).toHaveDisplayValue('Select a service');
    expect(screen.getByRole('option', { name: 'Research Assistance' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Urgent (within 24 hours)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: "Let's Discuss" })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'WhatsApp' })).toBeInTheDocument();
    expect(text('Detailed Description')).toHaveAttribute('rows', '4');
    expect(text('Additional Requirements (optional)')).toHaveAttribute('rows', '3');
    expect(screen.getByRole('button', { name: 'Submit Service Request' })).toBeEnabled();

    const channels = screen.getByRole('region', { name: 'Contact Us Directly' });
    expect(within(channels).getByRole('heading', { name: 'Call or Text' })).toBeInTheDocument();
    expect(within(channels).getByRole('heading', { name: 'WhatsApp' })).toBeInTheDocument();
    expect(within(channels).getByRole('heading', { name: 'Email' })).toBeInTheDocument();
    const next = screen.getByRole('region', { name: 'What Happens Next' });
    expect(within(next).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Quick Response', 'Expert Team', 'Custom Solutions']);
    const consent = screen.getByRole('checkbox', { name: 'Send me updates on WhatsApp' });
    expect(consent).not.toBeChecked();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('prefills the service type and a first description line from ?service=&exam=', () => {
    installMarketingApi();
    renderPage(<BookingPage />, { path: '/booking?service=tutoring&exam=ATI' });
    expect(select('Service Type')).toHaveValue('tutoring');
    expect(text('Detailed Description')).toHaveValue('Exam: ATI\n');
  });

  it('names the school of ?school= on the first description line', () => {
    installMarketingApi();
    renderPage(<BookingPage />, { path: '/booking?service=tutoring&school=chamberlain' });
    expect(text('Detailed Description')).toHaveValue('School: Chamberlain University\n');
  });

  it('ignores a service or school it does not know', () => {
    installMarketingApi();
    renderPage(<BookingPage />, { path: '/booking?service=hacking&school=nowhere&exam=%3Cscript%3E' });
    expect(select('Service Type')).toHaveValue('');
    expect(text('Detailed Description')).toHaveValue('');
  });

  it('shows each validation message under its field on submit, with focus on the first', async () => {
    const user = userEvent.setup();
    const { fetchMock } = installMarketingApi();
    const { container } = renderPage(<BookingPage />, { path: '/booking' });
    await user.click(screen.getByRole('button', { name: 'Submit Service Request' }));
    await waitFor(() => expect(text('Full Name')).toHaveFocus());
    expect(text('Full Name')).toHaveAccessibleDescription('Name must be at least 2 characters');
    expect(text('Email Address')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(select('Service Type')).toHaveAccessibleDescription('Please select a service type');
    expect(select('Urgency Level')).toHaveAccessibleDescription('Please select urgency level');
    expect(select('Preferred Contact Method')).toHaveAccessibleDescription('Please select preferred contact method');
    expect(text('Detailed Description')).toHaveAccessibleDescription(/Description must be at least 10 characters/);
    expect(text('Phone Number')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('submits every field, reads Submitting... while disabled, then Service Request Submitted! and an empty form', async () => {
    const user = userEvent.setup();
    let answer: (value: FakeAnswer<'POST /api/service-requests'>) => void = () => undefined;
    const { fetchMock } = installMarketingApi({ 'POST /api/service-requests': () => new Promise((resolve) => (answer = resolve)) });
    const { container } = renderPage(<BookingPage />, { path: '/booking?service=tutoring&exam=ATI' });
    await user.clear(text('Detailed Description'));
    await fillRequired(user);
    await user.type(text('Phone Number'), '2025550199');
    await user.selectOptions(select('Budget Range (optional)'), '200-500');
    await user.type(text('Additional Requirements (optional)'), 'Evenings only');
    await user.click(screen.getByRole('button', { name: 'Submit Service Request' }));

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(postedBody(fetchMock)).toEqual({
      name: 'Mary Seacole',
      email: 'mary@example.com',
      phone: '2025550199',
      preferredContactMethod: 'whatsapp',
      serviceType: 'exam-prep',
      urgencyLevel: 'high',
      budget: '200-500',
      description: 'HESI A2 in two weeks, weak in chemistry.',
      additionalRequirements: 'Evenings only',
      whatsappConsent: false,
    });
    await act(async () => answer({ status: 201, body: { id: 3 } }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent("Service Request Submitted!We'll get back to you within 24 hours to discuss your requirements.");
    expect(text('Full Name')).toHaveValue('');
    expect(select('Service Type')).toHaveValue('');
    expect(text('Detailed Description')).toHaveValue('');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('reads Submission Failed with Please try again or contact us directly on a server error, keeping the values', async () => {
    const user = userEvent.setup();
    installMarketingApi({ 'POST /api/service-requests': () => ({ status: 500, body: { message: 'Internal Server Error' } }) });
    const { container } = renderPage(<BookingPage />, { path: '/booking' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Service Request' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Submission FailedPlease try again or contact us directly');
    expect(text('Full Name')).toHaveValue('Mary Seacole');
    expect(select('Urgency Level')).toHaveValue('high');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows a 400 field error under its field and a 429 as minutes to wait', async () => {
    const user = userEvent.setup();
    let status = 400;
    installMarketingApi({
      'POST /api/service-requests': () =>
        status === 400
          ? { status: 400, body: { message: 'Phone must be at most 20 characters', fieldErrors: { phone: ['Phone must be at most 20 characters'] } } }
          : { status: 429, body: { message: 'Too many requests' }, headers: { 'Retry-After': '120' } },
    });
    renderPage(<BookingPage />, { path: '/booking' });
    await fillRequired(user);
    await user.type(text('Phone Number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Submit Service Request' }));
    await waitFor(() => expect(text('Phone Number')).toHaveFocus());
    expect(text('Phone Number')).toHaveAccessibleDescription(/Phone must be at most 20 characters/);

    status = 429;
    await user.click(screen.getByRole('button', { name: 'Submit Service Request' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please wait 2 minutes and try again.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Submission Failed');
  });
});
