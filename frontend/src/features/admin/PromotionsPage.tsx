import { useMutation, useQuery } from '@apollo/client/react';
import type { BadgeColor } from '@threadline/domain';
import { useState } from 'react';
import styled from 'styled-components';
import type { PromotionForm_PromotionFragment, PromotionRow_PromotionFragment, PromotionStatus } from '../../graphql/generated/graphql';
import { Button } from '../../ui/Button';
import { formatDateTime } from '../../ui/format-date-time';
import { Money } from '../../ui/Money';
import { Notice } from '../../ui/Notice';
import { Skeleton } from '../../ui/Skeleton';
import { ColorBadge } from '../../ui/StatusBadge';
import { media } from '../../ui/theme';
import { toast } from '../../ui/toast-queue';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { AdminPageHead } from './components/AdminPageHead';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { AdminPromotionsQuery, DeletePromotionMutation } from './promotions/operations';
import { PromotionSheet } from './promotions/PromotionSheet';

export const PROMOTION_STATUS_LABELS: Readonly<Record<PromotionStatus, { label: string; color: BadgeColor }>> = {
  IN_FORCE: { label: 'In force', color: 'green' },
  SCHEDULED: { label: 'Scheduled', color: 'blue' },
  ENDED: { label: 'Ended', color: 'gray' },
  DISABLED: { label: 'Disabled', color: 'red' },
};

// A table on wide screens; below md each row is a card of labelled facts (the label from data-label).
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};
  th {
    text-align: start;
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.muted};
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.borderStrong};
  }
  td {
    padding: ${({ theme }) => theme.space[3]};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    vertical-align: top;
  }
  td[data-numeric] {
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  th[data-numeric] {
    text-align: end;
  }
  ${media.belowMd} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr {
      display: grid;
      gap: ${({ theme }) => theme.space[2]};
      padding: ${({ theme }) => theme.space[4]};
      margin-bottom: ${({ theme }) => theme.space[4]};
      border: 1px solid ${({ theme }) => theme.color.border};
      border-radius: ${({ theme }) => theme.radius.md};
      background: ${({ theme }) => theme.color.surface};
    }
    td {
      display: grid;
      grid-template-columns: 7rem minmax(0, 1fr);
      justify-items: start;
      gap: ${({ theme }) => theme.space[3]};
      padding: 0;
      border: none;
    }
    td[data-numeric] {
      text-align: start;
    }
    td::before {
      content: attr(data-label);
      font-size: ${({ theme }) => theme.fontSize.xs};
      font-weight: ${({ theme }) => theme.fontWeight.semibold};
      letter-spacing: 0.06em;
      text-transform: uppercase;
      color: ${({ theme }) => theme.color.muted};
    }
    td[data-label='']::before {
      content: none;
    }
    td[data-label=''] {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

const Name = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  strong {
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    font-size: ${({ theme }) => theme.fontSize.md};
    overflow-wrap: anywhere;
  }
  span {
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Code = styled.code`
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  letter-spacing: 0.04em;
`;

const Automatic = styled.span`
  color: ${({ theme }) => theme.color.muted};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  justify-content: flex-end;
  ${media.belowMd} {
    justify-content: flex-start;
    padding-top: ${({ theme }) => theme.space[2]};
  }
`;

type PromotionListItem = PromotionRow_PromotionFragment & PromotionForm_PromotionFragment;

/** "1/10/2026, 00:00 IST – 21/10/2026, 00:00 IST", or "From …" with no end. */
export function promotionDates(promotion: Pick<PromotionRow_PromotionFragment, 'startsAt' | 'endsAt'>): string {
  const start = formatDateTime(promotion.startsAt);
  return promotion.endsAt ? `${start} – ${formatDateTime(promotion.endsAt)}` : `From ${start}, no end`;
}

/** "3 / 50", or "3" with no limit. */
export function promotionUses(promotion: Pick<PromotionRow_PromotionFragment, 'uses' | 'usageLimit'>): string {
  return promotion.usageLimit === null ? `${promotion.uses}, no limit` : `${promotion.uses} / ${promotion.usageLimit}`;
}

/** /admin/promotions: automatic offers and discount codes, with how each has done, and the form. */
export function PromotionsPage() {
  const { data, error, loading, refetch } = useQuery(AdminPromotionsQuery, { fetchPolicy: 'cache-and-network' });
  // The sheet is remounted per opening (its key), so it starts from the promotion as listed.
  const [sheet, setSheet] = useState<{ session: number; promotion: PromotionListItem | null } | null>(null);
  const [session, setSession] = useState(0);
  const [deleting, setDeleting] = useState<PromotionListItem | null>(null);
  const [remove, { loading: isDeleting }] = useMutation(DeletePromotionMutation, { refetchQueries: ['AdminPromotions'], awaitRefetchQueries: true });
  const promotions = data?.promotions;

  const open = (promotion: PromotionListItem | null) => {
    setSession((n) => n + 1);
    setSheet({ session: session + 1, promotion });
  };

  const onDelete = async () => {
    if (!deleting) return;
    try {
      const { data: result } = await remove({ variables: { id: deleting.id } });
      const refusal = result?.deletePromotion.userErrors[0];
      if (refusal) toast({ variant: 'destructive', title: 'Could not delete the promotion', description: refusal.message });
      else toast({ title: 'Promotion deleted' });
    } catch {
      toast({ variant: 'destructive', title: 'Could not delete the promotion', description: 'Something went wrong. Please try again.' });
    }
    setDeleting(null);
  };

  return (
    <>
      <AdminPageHead
        title="Promotions"
        note="Automatic offers and discount codes. Times are India time (IST)."
        actions={
          <Button $variant="primary" onPress={() => open(null)}>
            Add promotion
          </Button>
        }
      />
      {error && !promotions ? (
        <Notice role="alert">
          <h2>The promotions could not be loaded</h2>
          <Button $variant="primary" onPress={() => void refetch()}>
            Try again
          </Button>
        </Notice>
      ) : loading && !promotions ? (
        <Skeleton style={{ height: '16rem' }} />
      ) : promotions && promotions.length === 0 ? (
        <Notice>
          <h2>No promotions yet</h2>
          <p>Add an automatic offer, such as buy 2 get 1 on crop tops, or a code such as PUJA20.</p>
        </Notice>
      ) : (
        <Table aria-label="Promotions">
          <thead>
            <tr>
              <th scope="col">Promotion</th>
              <th scope="col">Code</th>
              <th scope="col">Status</th>
              <th scope="col">Dates (IST)</th>
              <th scope="col" data-numeric="">
                Uses
              </th>
              <th scope="col" data-numeric="">
                Revenue
              </th>
              <th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {promotions?.map((promotion) => (
              <tr key={promotion.id}>
                <td data-label="">
                  <Name>
                    <strong>{promotion.name}</strong>
                    <span>{promotion.label}</span>
                  </Name>
                </td>
                <td data-label="Code">{promotion.code ? <Code>{promotion.code}</Code> : <Automatic>Automatic</Automatic>}</td>
                <td data-label="Status">
                  <ColorBadge color={PROMOTION_STATUS_LABELS[promotion.status].color}>{PROMOTION_STATUS_LABELS[promotion.status].label}</ColorBadge>
                </td>
                <td data-label="Dates">{promotionDates(promotion)}</td>
                <td data-label="Uses" data-numeric="">
                  {promotionUses(promotion)}
                </td>
                <td data-label="Revenue" data-numeric="">
                  <Money value={promotion.revenue} />
                </td>
                <td data-label="">
                  <Actions>
                    <Button $variant="secondary" $size="sm" onPress={() => open(promotion)} aria-label={`Edit ${promotion.name}`}>
                      Edit
                    </Button>
                    <Button $variant="ghost" $size="sm" onPress={() => setDeleting(promotion)} aria-label={`Delete ${promotion.name}`}>
                      Delete
                    </Button>
                  </Actions>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {sheet ? (
        <PromotionSheet key={sheet.session} isOpen onOpenChange={(isOpen) => (isOpen ? null : setSheet(null))} promotion={sheet.promotion} />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => (isOpen ? null : setDeleting(null))}
        title="Delete this promotion?"
        confirmLabel="Delete promotion"
        isPending={isDeleting}
        onConfirm={onDelete}
      >
        {deleting?.name} will be gone for good. A promotion orders have used cannot be deleted: disable it instead.
      </ConfirmDialog>
    </>
  );
}
