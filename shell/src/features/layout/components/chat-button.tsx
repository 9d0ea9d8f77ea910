import styled from 'styled-components';
import { MessageCircle, Tooltip, whatsappChatUrl } from '@nurseprep/shared-ui';
import { chatGreeting, chatLinkLabel, chatRegionLabel, chatTooltip } from '../data/chat';

/** Fixed in the bottom-right corner, under the toasts (which take the same corner on wide screens). */
const Corner = styled.aside`
  position: fixed;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndices.chat};
  ${({ theme }) => theme.media.md} {
    right: ${({ theme }) => theme.space.lg};
    bottom: ${({ theme }) => theme.space.lg};
  }
  /* The dark tooltip also shows over the dark footer. */
  [role='tooltip'] {
    outline: 1px solid ${({ theme }) => theme.colors.footerMuted};
  }
`;

const ChatLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.whatsapp};
  color: ${({ theme }) => theme.colors.primaryText};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  transition: transform 0.15s;
  &:hover {
    transform: scale(1.06);
  }
`;

/** The floating button that opens a WhatsApp chat with a greeting about exam preparation prefilled. */
export function ChatButton({ whatsappNumber, brandName }: { whatsappNumber: string; brandName: string }) {
  // A landmark of its own, so that no content of the page sits outside one.
  return (
    <Corner aria-label={chatRegionLabel}>
      <Tooltip content={chatTooltip} side="left">
        <ChatLink
          href={whatsappChatUrl(whatsappNumber, chatGreeting(brandName))}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={chatLinkLabel}
        >
          <MessageCircle size={28} aria-hidden="true" />
        </ChatLink>
      </Tooltip>
    </Corner>
  );
}
