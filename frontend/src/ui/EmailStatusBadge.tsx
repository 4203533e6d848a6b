import type { BadgeColor } from '@threadline/domain';
import type { EmailStatus } from '../graphql/generated/graphql';
import { emailStatusLabel } from '../graphql/enum-labels';
import { ColorBadge } from './StatusBadge';

const EMAIL_STATUS_COLOR: Readonly<Record<EmailStatus, BadgeColor>> = {
  PENDING: 'yellow',
  SENT: 'green',
  FAILED: 'red',
  KEPT: 'blue',
};

/** Where an e-mail stands: waiting, sent, failed, or kept for the mailbox (no mail server). */
export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  return <ColorBadge color={EMAIL_STATUS_COLOR[status]}>{emailStatusLabel(status)}</ColorBadge>;
}
