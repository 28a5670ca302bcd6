import { useId } from "react";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { SAVED_TEXT } from "../model/saved-text";

export interface DeleteTripDialogProps {
  /** The destination of the trip to delete; the dialog is open while it is not null. */
  destination: string | null;
  /** The delete call is running: both buttons wait and the dialog cannot be dismissed. */
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * The delete confirmation of the saved list (SPEC section 2). React Aria's modal traps focus, closes
 * on Escape or a click outside, hides the page from assistive technology while open and gives focus
 * back to the delete button that opened it.
 */
export function DeleteTripDialog({ destination, busy, onCancel, onConfirm }: DeleteTripDialogProps) {
  const descriptionId = useId();
  return (
    <ModalOverlay
      className="confirm-overlay"
      isOpen={destination !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onCancel();
      }}
      isDismissable={!busy}
      isKeyboardDismissDisabled={busy}
    >
      <Modal className="confirm-modal">
        <Dialog role="alertdialog" className="confirm-dialog" aria-describedby={descriptionId}>
          <Heading slot="title" className="confirm-title">
            Are you absolutely sure?
          </Heading>{" "}
          <p id={descriptionId} className="confirm-description">
            This will permanently delete your trip to {destination}. This action cannot be undone.
          </p>
          <div className="confirm-actions">
            {/* The safe choice takes focus first. Delete stays focusable while pending (isPending), so
                focus is not lost to the page while the call runs. */}
            <Button className="button button-outline" autoFocus isDisabled={busy} onPress={onCancel}>
              {SAVED_TEXT.cancel}
            </Button>
            <Button className="button button-danger" isPending={busy} onPress={onConfirm}>
              {SAVED_TEXT.delete}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
