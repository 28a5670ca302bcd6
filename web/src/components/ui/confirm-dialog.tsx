import { useId, type ReactNode } from "react";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";

export interface ConfirmDialogProps {
  open: boolean;
  /** The confirmed call is running: both buttons wait and the dialog cannot be dismissed. */
  busy: boolean;
  title: string;
  /** What confirming does: one paragraph or several (`<p>` each). */
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Asks before something that cannot be undone (deleting a trip, deleting the account). React Aria's
 * modal traps focus, closes on Escape or a click outside (not while the call runs), hides the page
 * from assistive technology while open and gives focus back to the button that opened it.
 */
export function ConfirmDialog({
  open,
  busy,
  title,
  description,
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const descriptionId = useId();
  return (
    <ModalOverlay
      className="confirm-overlay"
      isOpen={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
      isDismissable={!busy}
      isKeyboardDismissDisabled={busy}
    >
      <Modal className="confirm-modal">
        <Dialog role="alertdialog" className="confirm-dialog" aria-describedby={descriptionId}>
          {/* The space keeps title and description apart where the dialog is read as one text. */}
          <Heading slot="title" className="confirm-title">
            {title}
          </Heading>{" "}
          <div id={descriptionId} className="confirm-description">
            {description}
          </div>
          <div className="confirm-actions">
            {/* The safe choice takes focus first. Confirm stays focusable while pending (isPending), so
                focus is not lost to the page while the call runs. */}
            <Button className="button button-outline" autoFocus isDisabled={busy} onPress={onCancel}>
              {cancelLabel}
            </Button>
            <Button className="button button-danger" isPending={busy} onPress={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
