import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { Lead } from '@nurseprep/contracts';
import { Badge, Button, ButtonLink, Card, CardContent, CardHeader, CardTitle, Container, PageHeader, TextArea, toast } from '@nurseprep/shared-ui';
import { LoadingBlock } from '../../../components/loading-block';
import { StaffNav } from '../../../components/staff-nav';
import { LeadStatusBadge } from '../../../lib/lead-status-badge';
import { serverErrorText } from '../../../lib/server-error';
import { leadTexts } from '../data/leads-texts';
import { useLead, useMarkInquiryContacted, useMarkServiceRequestContacted, useSendLeadReply } from '../hooks/use-lead';
import { Conversation } from './conversation';
import { PendingContactChanges } from './pending-contact-changes';

const Body = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding-block: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
    align-items: start;
  }
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Forms = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  p {
    margin: ${({ theme }) => theme.space.xs} 0;
  }
`;

const ReplyForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

function ReplyBox({ lead }: { lead: Lead }) {
  const [message, setMessage] = useState('');
  const reply = useSendLeadReply(lead.id);
  if (!lead.whatsappNumber) return <p>{leadTexts.noPhone}</p>;
  const windowOpen = lead.whatsappWindowClosesAt !== null && Date.parse(lead.whatsappWindowClosesAt) > Date.now();
  if (!windowOpen) return <p role="note">{leadTexts.windowClosed}</p>;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!message.trim()) {
      toast({ variant: 'destructive', title: leadTexts.replyFailed, description: leadTexts.emptyReply });
      return;
    }
    reply.mutate(message, {
      onSuccess: () => {
        toast({ title: leadTexts.replySent, description: `Your WhatsApp message was sent to ${lead.whatsappNumber}.` });
        setMessage('');
      },
      onError: (error) => toast({ variant: 'destructive', title: leadTexts.replyFailed, description: serverErrorText(error) ?? leadTexts.replyFailedDescription }),
    });
  };
  return (
    <ReplyForm onSubmit={submit} noValidate aria-label={leadTexts.replyLabel}>
      <TextArea label={leadTexts.replyLabel} hint={leadTexts.windowOpen(new Date(lead.whatsappWindowClosesAt ?? '').toLocaleString('en-US'))} rows={4} value={message} onChange={(event) => setMessage(event.target.value)} />
      <div>
        <Button type="submit" disabled={reply.isPending}>
          {reply.isPending ? leadTexts.replySending : leadTexts.replySubmit}
        </Button>
      </div>
    </ReplyForm>
  );
}

/**
 * /marketing/leads/:id: a lead, the numbers forms proposed for it (to accept or dismiss), every form it sent,
 * its WhatsApp conversation with delivery ticks, and a reply box.
 */
export function LeadPage() {
  const id = Number(useParams().id);
  const detail = useLead(id);
  const markInquiry = useMarkInquiryContacted(id);
  const markRequest = useMarkServiceRequestContacted(id);

  if (detail.isError) {
    return (
      <>
        <PageHeader title={leadTexts.notFound}>
          <StaffNav />
        </PageHeader>
        <Container>
          <ButtonLink href="/marketing/leads" variant="outline">
            {leadTexts.back}
          </ButtonLink>
        </Container>
      </>
    );
  }
  if (!detail.data) return <LoadingBlock label={leadTexts.loading} height="320px" />;
  const { lead, tutoringInquiries, serviceRequests, messages, pendingContactChanges } = detail.data;
  const forms = tutoringInquiries.length + serviceRequests.length;

  return (
    <>
      <PageHeader title={lead.name} lead={<LeadStatusBadge status={lead.status} />}>
        <StaffNav />
      </PageHeader>
      <Body>
        <div>
          <Card>
            <CardHeader>
              <CardTitle as="h2">{leadTexts.details}</CardTitle>
            </CardHeader>
            <CardContent>
              <Details>
                <dt>{leadTexts.email}</dt>
                <dd>{lead.email ?? '—'}</dd>
                <dt>{leadTexts.phone}</dt>
                <dd>{lead.phone ?? '—'}</dd>
                <dt>{leadTexts.exam}</dt>
                <dd>{lead.examType ?? '—'}</dd>
                <dt>{leadTexts.source}</dt>
                <dd>{lead.source}</dd>
                <dt>{leadTexts.consent}</dt>
                <dd>
                  {lead.whatsappOptedOutAt ? (
                    <Badge variant="destructive">{leadTexts.optedOut(new Date(lead.whatsappOptedOutAt).toLocaleDateString('en-US'))}</Badge>
                  ) : lead.whatsappConsent ? (
                    leadTexts.consentYes
                  ) : (
                    leadTexts.consentNo
                  )}
                </dd>
              </Details>
            </CardContent>
          </Card>
          <PendingContactChanges leadId={lead.id} changes={pendingContactChanges} />
          <h2>{leadTexts.forms}</h2>
          {forms === 0 ? (
            <p>{leadTexts.noForms}</p>
          ) : (
            <Forms>
              {serviceRequests.map((request) => (
                <Card as="li" key={`request-${request.id}`}>
                  <CardContent>
                    <h3>{leadTexts.serviceRequest(request.serviceType)}</h3>
                    <p>{request.description}</p>
                    <p>{new Date(request.createdAt).toLocaleString('en-US')}</p>
                    {request.status === 'contacted' ? (
                      <Badge variant="success">{leadTexts.contacted}</Badge>
                    ) : (
                      <Button type="button" size="sm" variant="outline" disabled={markRequest.isPending} onClick={() => markRequest.mutate(request.id)}>
                        {leadTexts.markContacted}
                      </Button>
                    )}
                  </CardContent>
                </Card>
              ))}
              {tutoringInquiries.map((inquiry) => (
                <Card as="li" key={`inquiry-${inquiry.id}`}>
                  <CardContent>
                    <h3>{inquiry.source === 'contact' ? leadTexts.contactMessage(inquiry.subject) : leadTexts.inquiry(inquiry.subject)}</h3>
                    <p>{inquiry.message}</p>
                    <p>{new Date(inquiry.createdAt).toLocaleString('en-US')}</p>
                    {inquiry.contacted ? (
                      <Badge variant="success">{leadTexts.contacted}</Badge>
                    ) : (
                      <Button type="button" size="sm" variant="outline" disabled={markInquiry.isPending} onClick={() => markInquiry.mutate(inquiry.id)}>
                        {leadTexts.markContacted}
                      </Button>
                    )}
                  </CardContent>
                </Card>
              ))}
            </Forms>
          )}
        </div>
        <section aria-labelledby="conversation-heading">
          <h2 id="conversation-heading">{leadTexts.conversation}</h2>
          <Conversation messages={messages} />
          <ReplyBox lead={lead} />
        </section>
      </Body>
    </>
  );
}
