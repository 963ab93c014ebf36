import type { ReactNode } from 'react';

/** The header actions of a review page: back, and while it can be reviewed, reject and approve (which open their dialogs). */
export function ReviewActions({
  back,
  reviewable,
  prefix,
  rejectLabel,
  approveLabel,
  onOpen,
  approveDisabled,
  approveTitle,
}: {
  back: ReactNode;
  reviewable: boolean;
  prefix: string;
  rejectLabel: string;
  approveLabel: ReactNode;
  onOpen: (which: 'approve' | 'reject') => void;
  approveDisabled?: boolean;
  approveTitle?: string;
}) {
  return (
    <>
      {back}
      {reviewable && (
        <>
          <button type="button" className="btn btn-danger" onClick={() => onOpen('reject')} data-testid={`${prefix}-reject`}>
            {rejectLabel}
          </button>
          <button type="button" className="btn btn-primary" disabled={approveDisabled} title={approveTitle} onClick={() => onOpen('approve')} data-testid={`${prefix}-approve`}>
            {approveLabel}
          </button>
        </>
      )}
    </>
  );
}
