import type { ReactNode } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

export interface ConfirmDialogProps {
  /** The question, which names the dialog: "Delete “Work”?". */
  title: ReactNode;
  /** What will happen, and whether it can be undone. */
  description: ReactNode;
  /** The confirm button's label: "Delete prompt". */
  confirmLabel: ReactNode;
  /**
   * `destructive` (the default) for what removes something; `default` for a plain go-ahead
   * ("Run the test"), shown as the primary button.
   */
  tone?: 'destructive' | 'default';
  /** The button that backs out (default "Cancel"). */
  cancelLabel?: ReactNode;
  onConfirm: () => void;
  /** Called on Cancel, Escape, the close button and a click outside. */
  onClose: () => void;
  /** While the action runs: the confirm button shows a spinner. */
  pending?: boolean;
  /** Why the action failed, shown above the buttons. */
  error?: string | null;
}

/**
 * Asks before a destructive (or costly) action: an alert dialog, open while it is mounted (render it when
 * there is something to confirm). The caller runs the action in `onConfirm` and closes the
 * dialog when it succeeds.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'destructive',
  onConfirm,
  onClose,
  pending = false,
  error,
}: ConfirmDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent role="alertdialog">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {error ? <Alert variant="error">{error}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button variant={tone} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
