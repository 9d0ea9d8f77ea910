import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { fakeResponse, renderPage } from '@nurseprep/shared-ui/testing';
import { CampaignsPage } from './campaigns-page';

it('lists campaigns with their status and recipients counted by status', async () => {
  globalThis.fetch = jest.fn(async () =>
    fakeResponse(
      200,
      JSON.stringify({
        items: [
          { id: 2, name: 'Spring TEAS', message: 'Hi', targetAudience: 'new_leads', status: 'sent', recipients: { queued: 0, sending: 0, sent: 11, failed: 1 }, skipped: { noPhone: 3, noConsent: 2, optedOut: 1 }, createdAt: '2026-11-23T09:00:00.000Z', finishedAt: '2026-11-23T09:01:00.000Z' },
        ],
        total: 1,
        page: 1,
        pageSize: 50,
      }),
    ),
  ) as unknown as typeof fetch;
  const { container } = renderPage(<CampaignsPage />, { path: '/marketing/campaigns' });
  const row = (await screen.findByRole('rowheader', { name: 'Spring TEAS' })).closest('tr')!;
  expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['New Leads', 'Sent', '0', '0', '11', '1', '3 no phone, 2 no consent, 1 opted out']);
  expect(await axe(container)).toHaveNoViolations();
});
