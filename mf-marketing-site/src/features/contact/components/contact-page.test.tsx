import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderPage } from '@nurseprep/shared-ui/testing';
import { installMarketingApi } from '../../../testing/marketing-api';
import { contactPageTexts } from '../data/contact-page-texts';
import { ContactPage } from './contact-page';

describe('/contact', () => {
  it('shows the email, phone and WhatsApp from the site settings and the business hours', () => {
    installMarketingApi();
    renderPage(<ContactPage />, { path: '/contact' });
    const details = screen.getByRole('region', { name: 'Get in Touch' });
    expect(within(details).getByRole('link', { name: 'Email support@example.com' })).toHaveAttribute('href', 'mailto:support@example.com');
    expect(within(details).getByRole('link', { name: 'Call (202) 555-0123' })).toHaveAttribute('href', 'tel:2025550123');
    expect(within(details).getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/12025550123\?text=/));
    expect(details).toHaveTextContent('Monday-Friday: 9am-6pm EST');
    expect(details).toHaveTextContent('Saturday: 10am-2pm EST');
    expect(within(screen.getByRole('region', { name: 'Send Us a Message' })).getByRole('form', { name: 'Contact message' })).toBeInTheDocument();
  });

  it('describes its questions and answers to search engines as a FAQPage', () => {
    installMarketingApi();
    renderPage(<ContactPage />, { path: '/contact' });
    const blocks = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ''));
    const faqPage = blocks.find((block) => block['@type'] === 'FAQPage');
    expect(faqPage.mainEntity).toHaveLength(6);
    expect(faqPage.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: contactPageTexts.faq.items[0]?.question,
      acceptedAnswer: { '@type': 'Answer', text: contactPageTexts.faq.items[0]?.answer },
    });
  });

  it('answers six questions in a disclosure list that opens and closes', async () => {
    const user = userEvent.setup();
    installMarketingApi();
    const { container } = renderPage(<ContactPage />, { path: '/contact' });
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    const questions = within(faq).getAllByRole('group');
    expect(questions).toHaveLength(6);
    const cancellation = questions.find((question) => question.textContent?.includes('cancellation policy'))!;
    expect(cancellation).not.toHaveAttribute('open');
    await user.click(within(cancellation).getByText('What is your cancellation policy?'));
    expect(cancellation).toHaveAttribute('open');
    expect(within(cancellation).getByText(/free of charge up to 24 hours before a session/)).toBeVisible();
    expect(faq).toHaveTextContent('How do I schedule a tutoring session?');
    expect(faq).toHaveTextContent('What payment methods do you accept?');
    expect(faq).toHaveTextContent('Are tutoring sessions held online?');
    expect(faq).toHaveTextContent('Do you offer group discounts?');
    expect(faq).toHaveTextContent('How do I access study materials after I get them?');
    expect(await axe(container)).toHaveNoViolations();
  });
});
