// Placeholder until the token-packs work lands: renders nothing, so no button pretends to sell anything.
export interface BuyTokensDialogProps {
  open: boolean;
  onClose: () => void;
}

export function BuyTokensDialog(_props: BuyTokensDialogProps) {
  return null;
}
