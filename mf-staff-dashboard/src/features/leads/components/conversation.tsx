import styled from 'styled-components';
import type { ConversationMessage } from '@nurseprep/contracts';
import { Check } from '@nurseprep/shared-ui';
import { deliveryLabels, leadTexts } from '../data/leads-texts';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Bubble = styled.li<{ $outbound: boolean }>`
  max-width: 80%;
  justify-self: ${({ $outbound }) => ($outbound ? 'end' : 'start')};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $outbound }) => ($outbound ? theme.colors.surfaceAlt : theme.colors.background)};
  p {
    margin: 0;
    white-space: pre-wrap;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Ticks = styled.span<{ $read: boolean }>`
  display: inline-flex;
  color: ${({ theme, $read }) => ($read ? theme.colors.primary : theme.colors.textMuted)};
  svg + svg {
    margin-left: -8px;
  }
`;

/** WhatsApp's ticks: one for sent, two for delivered, two coloured for read; the label says it in words. */
function DeliveryTicks({ status }: { status: ConversationMessage['status'] }) {
  const ticks = status === 'sent' || status === 'accepted' ? 1 : status === 'delivered' || status === 'read' ? 2 : 0;
  return (
    <>
      {ticks > 0 ? (
        <Ticks $read={status === 'read'} aria-hidden="true">
          {Array.from({ length: ticks }, (_unused, index) => (
            <Check key={index} size={14} />
          ))}
        </Ticks>
      ) : null}
      <span data-testid="delivery-status">{deliveryLabels[status]}</span>
    </>
  );
}

export function Conversation({ messages }: { messages: ConversationMessage[] }) {
  if (messages.length === 0) return <p>{leadTexts.noMessages}</p>;
  return (
    <List>
      {messages.map((message) => {
        const outbound = message.direction === 'outbound';
        return (
          <Bubble key={message.id} $outbound={outbound}>
            <p>{message.body}</p>
            <Meta>
              <span>{outbound ? leadTexts.fromUs : leadTexts.fromLead}</span>
              <span>{new Date(message.createdAt).toLocaleString('en-US')}</span>
              {message.campaignId !== null ? <span>{leadTexts.campaign}</span> : null}
              {outbound ? <DeliveryTicks status={message.status} /> : null}
              {message.error ? <span>{message.error}</span> : null}
            </Meta>
          </Bubble>
        );
      })}
    </List>
  );
}
