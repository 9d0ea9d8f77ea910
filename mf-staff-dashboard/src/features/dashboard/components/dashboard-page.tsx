import styled from 'styled-components';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Container, PageHeader, Tabs, TabsContent, TabsList, TabsTrigger, useSiteConfig, whatsappChatUrl } from '@nurseprep/shared-ui';
import { LoadingBlock } from '../../../components/loading-block';
import { StaffNav } from '../../../components/staff-nav';
import { useMarketingStats } from '../hooks/get-marketing-stats';
import { useWhatsappStatus } from '../hooks/get-whatsapp-status';
import { dashboardIntro, numberCardTexts, setupTexts, statsTexts, tabsTexts } from '../data/dashboard-texts';
import { CampaignForm } from './campaign-form';
import { ManualMessageForm } from './manual-message-form';
import { StatsOverview } from './stats-overview';
import { WhatsappSetupNotice } from './whatsapp-setup-notice';

const Body = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  padding-block: ${({ theme }) => theme.space.xl};
`;

const Number = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  a {
    color: inherit;
  }
`;

const Quiet = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function NumberCard() {
  const number = useSiteConfig().data?.settings.whatsappNumber;
  if (!number) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{numberCardTexts.title}</CardTitle>
        <CardDescription>{numberCardTexts.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Number>
          <a href={whatsappChatUrl(number)} target="_blank" rel="noopener noreferrer" aria-label={`+${number}, ${numberCardTexts.chatLink}`}>
            +{number}
          </a>
        </Number>
      </CardContent>
    </Card>
  );
}

/** The stats once loaded; while loading a skeleton; on failure nothing but a quiet retry. */
function Statistics() {
  const stats = useMarketingStats();
  if (stats.data) return <StatsOverview stats={stats.data} />;
  if (stats.isError) {
    return (
      <div>
        <Button type="button" variant="ghost" size="sm" onClick={() => void stats.refetch()}>
          {statsTexts.retry}
        </Button>
      </div>
    );
  }
  return <LoadingBlock label={statsTexts.loading} height="120px" />;
}

function Messaging() {
  const status = useWhatsappStatus();
  if (status.isError) {
    return (
      <div role="alert">
        <Quiet>{setupTexts.statusFailed}</Quiet>
        <Button type="button" variant="outline" size="sm" onClick={() => void status.refetch()}>
          {setupTexts.retry}
        </Button>
      </div>
    );
  }
  if (!status.data) return <LoadingBlock label={setupTexts.checking} height="200px" />;
  const { send, campaigns } = status.data;
  return (
    <Tabs defaultValue="manual">
      <TabsList aria-label={tabsTexts.label}>
        <TabsTrigger value="manual">{tabsTexts.manual}</TabsTrigger>
        <TabsTrigger value="campaigns">{tabsTexts.campaigns}</TabsTrigger>
      </TabsList>
      <TabsContent value="manual">{send.configured ? <ManualMessageForm /> : <WhatsappSetupNotice title={setupTexts.sendTitle} missing={send.missing} />}</TabsContent>
      <TabsContent value="campaigns">
        {campaigns.configured ? <CampaignForm /> : <WhatsappSetupNotice title={setupTexts.campaignsTitle} missing={campaigns.missing} />}
      </TabsContent>
    </Tabs>
  );
}

/** /marketing: the WhatsApp number, lead statistics, and manual messages and campaigns. */
export function DashboardPage() {
  return (
    <>
      <PageHeader {...dashboardIntro}>
        <StaffNav />
      </PageHeader>
      <Body>
        <NumberCard />
        <Statistics />
        <section aria-labelledby="messaging-heading">
          <h2 id="messaging-heading">{tabsTexts.label}</h2>
          <Messaging />
        </section>
      </Body>
    </>
  );
}
