import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ThemeProvider } from 'styled-components';
import { emptyTutoringInquiry, tutoringInquirySchema, type TutoringInquiry } from '@nurseprep/contracts';
import { Button } from '../components/button';
import { TextArea } from '../components/text-area';
import { TextField } from '../components/text-field';
import { theme } from '../theme/theme';
import { FormNotice } from './form-notice';
import { ApiError } from '../data/api-error';
import { useSchemaForm, type SchemaFormOptions } from './use-schema-form';

const texts = {
  successTitle: 'Form submitted successfully!',
  successDescription: 'We will contact you shortly.',
  failureTitle: 'Form submission failed',
  failureFallback: 'Please try again later',
};

type Options = Partial<SchemaFormOptions<keyof TutoringInquiry, TutoringInquiry>>;

function TestForm({ submit, schema = tutoringInquirySchema, initialValues }: Options) {
  const form = useSchemaForm({ schema, emptyValues: emptyTutoringInquiry, initialValues, submit: submit ?? (async () => undefined) });
  return (
    <form aria-label="Inquiry" {...form.formProps}>
      <TextField label="Name" required {...form.field('name')} />
      <TextField label="Email" type="email" required {...form.field('email')} />
      <TextField label="Subject" required {...form.field('subject')} />
      <TextArea label="Message" required {...form.field('message')} />
      <FormNotice ref={form.noticeRef} status={form.status} failure={form.failure} texts={texts} />
      <Button type="submit" disabled={form.isSubmitting}>
        {form.isSubmitting ? 'Sending...' : 'Send'}
      </Button>
    </form>
  );
}

function renderForm(options: Options = {}) {
  return render(
    <ThemeProvider theme={theme}>
      <TestForm {...options} />
    </ThemeProvider>,
  );
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada Lovelace');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'TEAS Exam');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'I need help with the science section.');
}

describe('useSchemaForm', () => {
  it('flags nothing before the first submit, then shows each message under its field and focuses the first invalid one', async () => {
    const user = userEvent.setup();
    const submit = jest.fn();
    renderForm({ submit });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'A');
    expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name must be at least 2 characters');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveAccessibleDescription('Please select a subject');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Message must be at least 10 characters');
    await waitFor(() => expect(name).toHaveFocus());
    expect(submit).not.toHaveBeenCalled();
  });

  it('re-validates on every change after a submit', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ad');
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name must be at least 2 characters');
  });

  it('sends the parsed values, disables the button while sending, then empties the form and announces success', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const submit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderForm({ submit });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(submit).toHaveBeenCalledWith({ name: 'Ada Lovelace', email: 'ada@example.com', subject: 'TEAS Exam', message: 'I need help with the science section.' });
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await act(async () => finish());

    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Form submitted successfully!We will contact you shortly.');
    await waitFor(() => expect(notice).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
  });

  it('puts the server field errors of a 400 under their fields, keeps the values and focuses the first', async () => {
    const user = userEvent.setup();
    const body = JSON.stringify({ message: 'Please enter a valid email address', fieldErrors: { email: ['Please enter a valid email address'], unknown: ['ignored'] } });
    renderForm({ submit: async () => Promise.reject(new ApiError(400, JSON.parse(body))) });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByRole('alert')).toHaveTextContent('Form submission failedPlease enter a valid email address');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');

    // The server's message goes once the field changes.
    await user.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('tells the person how many minutes to wait after a 429', async () => {
    const user = userEvent.setup();
    renderForm({ submit: async () => Promise.reject(new ApiError(429, { message: 'Too many requests' }, 90)) });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Form submission failed');
    expect(alert).toHaveTextContent('Please wait 2 minutes and try again.');
    expect(alert).not.toHaveTextContent('429');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  });

  it('shows the fallback text for a server error or no connection, and keeps the values', async () => {
    const user = userEvent.setup();
    renderForm({ submit: async () => Promise.reject(new ApiError(500, { message: 'Internal Server Error' })) });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Form submission failedPlease try again later');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('I need help with the science section.');
  });

  it('loads a lazily imported schema when the person starts on the form', async () => {
    const user = userEvent.setup();
    const load = jest.fn(async () => tutoringInquirySchema);
    const submit = jest.fn(async () => undefined);
    renderForm({ schema: load, submit });
    expect(load).not.toHaveBeenCalled();
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    expect(load).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('status');
    expect(load).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('starts from the given initial values and empties to the empty values', async () => {
    const user = userEvent.setup();
    renderForm({ initialValues: { ...emptyTutoringInquiry, message: 'Exam: ATI\n' } });
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Exam: ATI\n');
    await user.clear(screen.getByRole('textbox', { name: 'Message' }));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('status');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('has no axe violations with errors and with a failure notice', async () => {
    const user = userEvent.setup();
    const { container } = renderForm({ submit: async () => Promise.reject(new ApiError(503, '')) });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await axe(container)).toHaveNoViolations();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('alert');
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('useSchemaForm on a server-rendered page', () => {
  it('keeps what a person typed before the page hydrated, and sends it', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const page = (submit: (data: TutoringInquiry) => Promise<unknown>) => (
      <ThemeProvider theme={theme}>
        <TestForm submit={submit} />
      </ThemeProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(async () => undefined));
    document.body.appendChild(container);
    // Typed into the server's HTML: no React handler sees it.
    const typed = { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'TEAS Exam', message: 'Typed before the page woke up.' };
    for (const [name, value] of Object.entries(typed)) {
      (container.querySelector(`[name="${name}"]`) as HTMLInputElement | HTMLTextAreaElement).value = value;
    }

    const submit = jest.fn(async (_data: TutoringInquiry) => undefined);
    const root = await act(async () => hydrateRoot(container, page(submit)));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(submit).toHaveBeenCalledWith(typed));
    act(() => root.unmount());
    container.remove();
  });

  it('sends what the fields show when the form is sent before it has taken on what was typed', async () => {
    const user = userEvent.setup();
    const submit = jest.fn(async (_data: TutoringInquiry) => undefined);
    renderForm({ submit });
    // Values React's state does not hold yet: the moment between hydration and the form's first effect.
    const typed = { name: 'Grace Hopper', email: 'grace@example.com', subject: 'NCLEX', message: 'Sent while the page hydrated.' };
    for (const [name, value] of Object.entries(typed)) {
      const control = document.querySelector(`[name="${name}"]`) as HTMLInputElement | HTMLTextAreaElement;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')!.set!.call(control, value);
    }
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(submit).toHaveBeenCalledWith(typed));
    expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument();
  });
});
