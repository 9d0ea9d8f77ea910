import styled from 'styled-components';
import { campaignAudienceOptions, type CampaignState } from '@nurseprep/contracts';
import { Badge, Button, ButtonLink, Container, PageHeader, type BadgeVariant } from '@nurseprep/shared-ui';
import { LoadingBlock } from '../../../components/loading-block';
import { StaffNav } from '../../../components/staff-nav';
import { campaignsTexts } from '../data/campaigns-texts';
import { useCampaigns } from '../hooks/use-campaigns';

const Body = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding-block: ${({ theme }) => theme.space.xl};
`;

const TableWrap = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
`;

const stateBadges = { draft: 'outline', sending: 'warning', sent: 'success', failed: 'destructive' } as const satisfies Record<CampaignState, BadgeVariant>;

const audienceLabel = (value: string) => campaignAudienceOptions.find((option) => option.value === value)?.label ?? value;

/** /marketing/campaigns: every campaign with its recipients counted by status (a sending one refreshes itself). */
export function CampaignsPage() {
  const campaigns = useCampaigns();
  return (
    <>
      <PageHeader title={campaignsTexts.title} lead={campaignsTexts.lead}>
        <StaffNav />
      </PageHeader>
      <Body>
        {campaigns.isError ? (
          <div role="alert">
            <p>{campaignsTexts.failed}</p>
            <Button type="button" variant="outline" onClick={() => void campaigns.refetch()}>
              {campaignsTexts.retry}
            </Button>
          </div>
        ) : !campaigns.data ? (
          <LoadingBlock label={campaignsTexts.loading} height="200px" />
        ) : campaigns.data.items.length === 0 ? (
          <div>
            <p>{campaignsTexts.empty}</p>
            <ButtonLink href="/marketing" variant="outline">
              {campaignsTexts.dashboardLink}
            </ButtonLink>
          </div>
        ) : (
          <>
            <div>
              <Button type="button" variant="outline" size="sm" onClick={() => void campaigns.refetch()}>
                {campaignsTexts.refresh}
              </Button>
            </div>
            <TableWrap>
              <Table>
                <caption>{campaignsTexts.caption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{campaignsTexts.columns.name}</th>
                    <th scope="col">{campaignsTexts.columns.audience}</th>
                    <th scope="col">{campaignsTexts.columns.status}</th>
                    <th scope="col">{campaignsTexts.columns.queued}</th>
                    <th scope="col">{campaignsTexts.columns.sending}</th>
                    <th scope="col">{campaignsTexts.columns.sent}</th>
                    <th scope="col">{campaignsTexts.columns.failed}</th>
                    <th scope="col">{campaignsTexts.columns.skipped}</th>
                  </tr>
                </thead>
                <tbody>
                  {campaigns.data.items.map((campaign) => (
                    <tr key={campaign.id}>
                      <th scope="row">{campaign.name}</th>
                      <td>{audienceLabel(campaign.targetAudience)}</td>
                      <td>
                        <Badge variant={stateBadges[campaign.status]}>{campaignsTexts.statuses[campaign.status]}</Badge>
                      </td>
                      <td>{campaign.recipients.queued}</td>
                      <td>{campaign.recipients.sending}</td>
                      <td>{campaign.recipients.sent}</td>
                      <td>{campaign.recipients.failed}</td>
                      <td>{campaignsTexts.skipped(campaign.skipped.noPhone, campaign.skipped.noConsent, campaign.skipped.optedOut)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableWrap>
          </>
        )}
      </Body>
    </>
  );
}
