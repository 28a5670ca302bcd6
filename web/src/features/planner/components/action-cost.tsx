import type { ActionCosts } from "@itinerary/contract";

/** The balance and the server's prices, as the route knows them (null while unknown). */
export interface Wallet {
  balance: number | null;
  costs: ActionCosts | null;
}

const tokens = (count: number) => `${count} ${count === 1 ? "token" : "tokens"}`;

/** "10 tokens · 20 left after": what a paid action costs, beside its button (described by it). */
export function ActionCost({ id, wallet, action }: { id: string; wallet?: Wallet; action: keyof ActionCosts }) {
  const cost = wallet?.costs?.[action];
  if (cost === undefined) return null;
  const balance = wallet?.balance;
  const after =
    balance === null || balance === undefined
      ? null
      : balance >= cost
        ? `${tokens(balance - cost)} left after`
        : `you have ${tokens(balance)}`;
  return (
    <p
      id={id}
      className={`action-cost${balance !== null && balance !== undefined && balance < cost ? " is-short" : ""}`}
    >
      <span className="action-cost-price">{tokens(cost)}</span>
      {after ? <span className="action-cost-after"> · {after}</span> : null}
    </p>
  );
}
