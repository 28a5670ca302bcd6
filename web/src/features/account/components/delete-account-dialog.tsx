import { useId } from "react";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { ACCOUNT_TEXT } from "./account-text";

export interface DeleteAccountDialogProps {
  open: boolean;
  /** The delete call is running: both buttons wait and the dialog cannot be dismissed. */
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Says what goes and what stays before the account is deleted. React Aria's modal traps focus,
 * closes on Escape or a click outside (not while the call runs) and gives focus back to the button
 * that opened it; the safe choice takes focus first.
 */
export function DeleteAccountDialog({ open, busy, onCancel, onConfirm }: DeleteAccountDialogProps) {
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
          <Heading slot="title" className="confirm-title">
            {ACCOUNT_TEXT.dialogTitle}
          </Heading>
          <div id={descriptionId} className="confirm-description">
            <p>{ACCOUNT_TEXT.dialogDeleted}</p>
            <p>{ACCOUNT_TEXT.dialogKept}</p>
          </div>
          <div className="confirm-actions">
            <Button className="button button-outline" autoFocus isDisabled={busy} onPress={onCancel}>
              {ACCOUNT_TEXT.cancel}
            </Button>
            <Button className="button button-danger" isPending={busy} onPress={onConfirm}>
              {ACCOUNT_TEXT.confirm}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
