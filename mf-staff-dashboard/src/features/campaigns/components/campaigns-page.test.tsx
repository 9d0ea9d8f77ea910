import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { installFakeApi, renderPage } from '@nurseprep/shared-ui/testing';
import { pageFixture, sentCampaignFixture } from '../../../testing/staff-fixtures';
import { CampaignsPage } from './campaigns-page';

it('lists campaigns with their status and recipients counted by status', async () => {
  installFakeApi({ 'GET /api/marketing/campaigns': () => ({ status: 200, body: pageFixture([sentCampaignFixture], { pageSize: 50 }) }) });
  const { container } = renderPage(<CampaignsPage />, { path: '/marketing/campaigns' });
  const row = (await screen.findByRole('rowheader', { name: 'Spring TEAS' })).closest('tr')!;
  expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['New Leads', 'Sent', '0', '0', '11', '1', '3 no phone, 2 no consent, 1 opted out']);
  expect(await axe(container)).toHaveNoViolations();
});
