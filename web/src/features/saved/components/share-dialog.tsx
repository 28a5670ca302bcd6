import { useState } from "react";
import "./saved.css";
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from "react-aria-components";
import { toast } from "sonner";
import { ApiRequestError } from "../../../lib/api-client";
import { revokeShare, shareItinerary } from "../api/share-itinerary";
import { SHARE_TEXT } from "../model/share-text";

type State = { status: "idle" | "creating" | "revoking" } | { status: "shared"; url: string };

/** Share on a saved plan: makes (or shows) its read-only link, copies it, or revokes it. */
export function ShareDialog({ itineraryId }: { itineraryId: string }) {
  const [state, setState] = useState<State>({ status: "idle" });

  const report = (error: unknown, message: string) => {
    if (error instanceof ApiRequestError && error.status === 401) return;
    console.error(message, error);
    toast.error(message);
  };

  const open = async (isOpen: boolean) => {
    if (!isOpen || state.status === "shared") return;
    setState({ status: "creating" });
    try {
      const { url } = await shareItinerary(itineraryId);
      setState({ status: "shared", url });
    } catch (error) {
      setState({ status: "idle" });
      report(error, SHARE_TEXT.failed);
    }
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(SHARE_TEXT.copied);
    } catch {
      // Clipboard refused (permissions, insecure context): the link is selected for a manual copy.
      document.getElementById("share-link")?.focus();
    }
  };

  const stop = async (close: () => void) => {
    setState({ status: "revoking" });
    try {
      await revokeShare(itineraryId);
      setState({ status: "idle" });
      toast.success(SHARE_TEXT.stopped);
      close();
    } catch (error) {
      setState({ status: "idle" });
      report(error, SHARE_TEXT.stopFailed);
    }
  };

  return (
    <DialogTrigger onOpenChange={(isOpen) => void open(isOpen)}>
      <Button className="button button-outline">{SHARE_TEXT.open}</Button>
      <ModalOverlay className="confirm-overlay" isDismissable>
        <Modal className="confirm-modal">
          <Dialog className="confirm-dialog share-dialog">
            {({ close }) => (
              <>
                <Heading slot="title" className="confirm-title">
                  {SHARE_TEXT.title}
                </Heading>
                <p className="confirm-description">{SHARE_TEXT.description}</p>
                {state.status === "shared" ? (
                  <>
                    <label className="field-label" htmlFor="share-link">
                      Share link
                    </label>
                    <input
                      id="share-link"
                      className="input"
                      readOnly
                      value={state.url}
                      onFocus={(event) => event.target.select()}
                    />
                  </>
                ) : (
                  <p role="status">{state.status === "revoking" ? "Stopping the link..." : "Creating the link..."}</p>
                )}
                <div className="confirm-actions">
                  <Button className="button button-ghost" onPress={close}>
                    Close
                  </Button>
                  <Button
                    className="button button-outline"
                    isDisabled={state.status !== "shared"}
                    onPress={() => void stop(close)}
                  >
                    {SHARE_TEXT.stop}
                  </Button>
                  <Button
                    className="button button-primary"
                    isDisabled={state.status !== "shared"}
                    onPress={() => state.status === "shared" && void copy(state.url)}
                  >
                    {SHARE_TEXT.copy}
                  </Button>
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
