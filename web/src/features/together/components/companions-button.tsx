import { DeferredDialogButton } from "../../../components/ui/deferred-dialog-button";
import { lazyModule } from "../../../lib/lazy-module";
import { TOGETHER_TEXT } from "../model/together-text";
import type { CompanionsDialogProps } from "./companions-dialog";

const companionsDialog = lazyModule(() => import("./companions-dialog"));

/** Companions: the button paints with the plan, the dialog's code (React Aria) follows it. */
export function CompanionsButton(props: CompanionsDialogProps) {
  return (
    <DeferredDialogButton source={companionsDialog} label={TOGETHER_TEXT.open}>
      {({ CompanionsDialog }) => <CompanionsDialog {...props} />}
    </DeferredDialogButton>
  );
}
