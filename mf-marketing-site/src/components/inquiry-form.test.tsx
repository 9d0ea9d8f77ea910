import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderPage, type FakeAnswer } from '@nurseprep/shared-ui/testing';
import { installMarketingApi, postedBody } from '../testing/marketing-api';
import { InquiryForm } from './inquiry-form';

jest.setTimeout(20_000);

const field = (name: string) => screen.getByRole('textbox', { name });

async function fillTutoring(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Full Name'), 'Ada Lovelace');
  await user.type(field('Email Address'), 'ada@example.com');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Subject' }), 'TEAS Exam');
  await user.type(field('Message'), 'I need help with TEAS science.');
}

describe('InquiryForm (tutoring)', () => {
  it('starts idle with the four labelled fields, the tutoring subjects and no messages', async () => {
    installMarketingApi();
    const { container } = renderPage(<InquiryForm source="tutoring" path="/tutoring" />);
    expect(screen.getByRole('form', { name: 'Tutoring inquiry' })).toBeInTheDocument();
    const subject = screen.getByRole('combobox', { name: 'Subject' });
    expect(subject).toHaveValue('');
    expect(screen.getByRole('option', { name: 'HESI A2 Exam' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Other (please specify)' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the validation messages under their fields on submit and focuses the first', async () => {
    const user = userEvent.setup();
    const { fetchMock } = installMarketingApi();
    const { container } = renderPage(<InquiryForm source="tutoring" path="/tutoring" />);
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));
    await waitFor(() => expect(field('Full Name')).toHaveFocus());
    expect(field('Full Name')).toHaveAccessibleDescription('Name must be at least 2 characters');
    expect(field('Email Address')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveAccessibleDescription('Please select a subject');
    expect(field('Message')).toHaveAccessibleDescription('Message must be at least 10 characters');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await axe(container)).toHaveNoViolations();

    // From now on every change re-validates.
    await user.type(field('Full Name'), 'Ad');
    expect(field('Full Name')).not.toHaveAttribute('aria-invalid');
  });

  it('posts the inquiry with source tutoring, shows Sending... disabled, then succeeds and empties the form', async () => {
    const user = userEvent.setup();
    let answer: (value: FakeAnswer<'POST /api/tutoring-inquiries'>) => void = () => undefined;
    const { fetchMock } = installMarketingApi({ 'POST /api/tutoring-inquiries': () => new Promise((resolve) => (answer = resolve)) });
    const { container } = renderPage(<InquiryForm source="tutoring" path="/tutoring" />);
    await fillTutoring(user);
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(await axe(container)).toHaveNoViolations();
    expect(postedBody(fetchMock)).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', subject: 'TEAS Exam', message: 'I need help with TEAS science.', source: 'tutoring' });
    await act(async () => answer({ status: 201, body: { id: 7 } }));

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Form submitted successfully!');
    expect(notice).toHaveTextContent('We will contact you shortly.');
    await waitFor(() => expect(notice).toHaveFocus());
    expect(field('Full Name')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Inquiry' })).toBeEnabled();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('puts the server field errors of a 400 under their fields and keeps the values', async () => {
    const user = userEvent.setup();
    installMarketingApi({
      'POST /api/tutoring-inquiries': () => ({ status: 400, body: { message: 'Please enter a valid email address', fieldErrors: { email: ['Please enter a valid email address'] } } }),
    });
    const { container } = renderPage(<InquiryForm source="tutoring" path="/tutoring" />);
    await fillTutoring(user);
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));
    await waitFor(() => expect(field('Email Address')).toHaveFocus());
    expect(field('Email Address')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByRole('alert')).toHaveTextContent('Form submission failed');
    expect(field('Full Name')).toHaveValue('Ada Lovelace');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('asks the person to wait the minutes of Retry-After after a 429', async () => {
    const user = userEvent.setup();
    installMarketingApi({
      'POST /api/tutoring-inquiries': () => ({ status: 429, body: { message: 'Too many requests. Please try again in 1 minute.' }, headers: { 'Retry-After': '45' } }),
    });
    const { container } = renderPage(<InquiryForm source="tutoring" path="/tutoring" />);
    await fillTutoring(user);
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Form submission failed');
    expect(alert).toHaveTextContent('Please wait 1 minute and try again.');
    expect(field('Message')).toHaveValue('I need help with TEAS science.');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says Please try again later when the server fails, keeping the values', async () => {
    const user = userEvent.setup();
    installMarketingApi({ 'POST /api/tutoring-inquiries': () => ({ status: 500, body: { message: 'Internal Server Error' } }) });
    renderPage(<InquiryForm source="tutoring" path="/tutoring" />);
    await fillTutoring(user);
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Form submission failedPlease try again later');
    expect(field('Email Address')).toHaveValue('ada@example.com');
  });
});

describe('InquiryForm (contact)', () => {
  it('offers the contact subjects and posts with source contact', async () => {
    const user = userEvent.setup();
    const { fetchMock } = installMarketingApi();
    renderPage(<InquiryForm source="contact" path="/contact" />);
    expect(screen.getByRole('form', { name: 'Contact message' })).toBeInTheDocument();
    await user.type(field('Full Name'), 'Grace Hopper');
    await user.type(field('Email Address'), 'grace@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Subject' }), 'Technical Support');
    await user.type(field('Message'), 'The download button did nothing.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Message sent successfully!We will contact you shortly.');
    expect(postedBody(fetchMock)).toMatchObject({ subject: 'Technical Support', source: 'contact' });
  });

  it('reads Message submission failed with the fallback Please try again later.', async () => {
    const user = userEvent.setup();
    installMarketingApi({ 'POST /api/tutoring-inquiries': () => ({ status: 503 }) });
    renderPage(<InquiryForm source="contact" path="/contact" />);
    await user.type(field('Full Name'), 'Grace Hopper');
    await user.type(field('Email Address'), 'grace@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Subject' }), 'Feedback');
    await user.type(field('Message'), 'Lovely site, thank you.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Message submission failedPlease try again later.');
  });
});

describe('InquiryForm before or without JavaScript', () => {
  it('posts to its own page, naming itself, and comes back to itself', () => {
    installMarketingApi();
    renderPage(<InquiryForm source="tutoring" path="/" />);
    const form = screen.getByRole('form', { name: 'Tutoring inquiry' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/#tutoring-form');
    expect(form).toHaveAttribute('id', 'tutoring-form');
    expect(form.querySelector('input[type=hidden][name=form]')).toHaveValue('tutoring');
    // Every field is sent by its name.
    expect(field('Full Name')).toHaveAttribute('name', 'name');
    expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveAttribute('name', 'subject');
  });

  it('shows the server\'s messages under their fields with the values kept', () => {
    installMarketingApi();
    renderPage(<InquiryForm source="contact" path="/contact" />, {
      pageForm: {
        id: 'contact',
        outcome: 'invalid',
        values: { name: 'G', email: 'grace@example.com', subject: 'Feedback', message: 'Hello there, lovely site.', form: 'contact' },
        errors: { name: 'Name must be at least 2 characters' },
      },
    });
    expect(field('Full Name')).toHaveValue('G');
    expect(field('Full Name')).toHaveAccessibleDescription('Name must be at least 2 characters');
    expect(field('Email Address')).toHaveValue('grace@example.com');
    expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveValue('Feedback');
  });

  it('shows the success notice once the server has stored it', () => {
    installMarketingApi();
    renderPage(<InquiryForm source="contact" path="/contact" />, { pageForm: { id: 'contact', outcome: 'sent' } });
    expect(screen.getByRole('status')).toHaveTextContent('Message sent successfully!We will contact you shortly.');
  });

  it('says how long to wait when the server refused it for too many sends, values kept', () => {
    installMarketingApi();
    renderPage(<InquiryForm source="tutoring" path="/tutoring" />, {
      pageForm: { id: 'tutoring', outcome: 'rate-limited', minutes: 1, values: { name: 'Ada Lovelace', email: 'ada@example.com', subject: '', message: '' } },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(/1 minute/);
    expect(field('Full Name')).toHaveValue('Ada Lovelace');
  });

  it('an answer meant for another form on the page is not shown here', () => {
    installMarketingApi();
    renderPage(<InquiryForm source="tutoring" path="/" />, { pageForm: { id: 'newsletter', outcome: 'sent' } });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
