import { DeferredDialogButton } from "../../../components/ui/deferred-dialog-button";
import { lazyModule } from "../../../lib/lazy-module";
import { SHARE_TEXT } from "../model/share-text";

const shareDialog = lazyModule(() => import("./share-dialog"));

/** Share (a read-only link): the button paints with the plan, the dialog's code (React Aria) follows it. */
export function ShareButton({ itineraryId }: { itineraryId: string }) {
  return (
    <DeferredDialogButton source={shareDialog} label={SHARE_TEXT.open}>
      {({ ShareDialog }) => <ShareDialog itineraryId={itineraryId} />}
    </DeferredDialogButton>
  );
}
