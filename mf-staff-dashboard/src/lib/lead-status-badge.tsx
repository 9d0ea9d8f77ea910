import { Badge, type BadgeVariant } from '@nurseprep/shared-ui';
import { leadStatuses, type LeadStatus } from '@nurseprep/contracts';

/** The colour badge of each lead status; any other value gets the neutral one. */
export const leadStatusBadgeVariants = {
  new: 'default',
  contacted: 'warning',
  interested: 'secondary',
  enrolled: 'success',
  converted: 'success',
} as const satisfies Record<LeadStatus, BadgeVariant>;

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  interested: 'Interested',
  enrolled: 'Enrolled',
  converted: 'Converted',
};

function isLeadStatus(status: string): status is LeadStatus {
  return (leadStatuses as readonly string[]).includes(status);
}

/** A status name as a label: the known ones from the table, others capitalised ('on_hold' -> 'On hold'). */
export function leadStatusLabel(status: string): string {
  if (isLeadStatus(status)) return leadStatusLabels[status];
  const words = status.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function LeadStatusBadge({ status }: { status: string }) {
  const variant: BadgeVariant = isLeadStatus(status) ? leadStatusBadgeVariants[status] : 'outline';
  return <Badge variant={variant}>{leadStatusLabel(status)}</Badge>;
}
