// @vitest-environment jsdom
import type { CreateCheckoutSessionResponse, TokenPackOffer } from "@itinerary/contract";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { takeBalanceBeforeCheckout } from "../model/payment-return";
import { BuyTokensDialog } from "./buy-tokens-dialog";
import { deferred } from "../../../testing/deferred";
import { toastOf } from "../../../testing/toasts";

const OFFERS: TokenPackOffer[] = [
  { key: "starter", name: "Starter Pack", price_usd: 5, tokens: 50, popular: false, price_id: "price_s" },
  { key: "traveller", name: "Traveller Pack", price_usd: 10, tokens: 120, popular: false, price_id: null },
  { key: "explorer", name: "Explorer Pack", price_usd: 20, tokens: 300, popular: true, price_id: "price_e" },
];

function setup(startCheckout: (priceId: string) => Promise<CreateCheckoutSessionResponse>, balance?: number | null) {
  const onClose = vi.fn();
  const redirect = vi.fn();
  const checkout = vi.fn(startCheckout);
  render(
    <>
      <BuyTokensDialog
        open
        onClose={onClose}
        balance={balance}
        loadOffers={async () => OFFERS}
        startCheckout={checkout}
        redirect={redirect}
      />
      <Toaster />
    </>,
  );
  return { onClose, redirect, checkout };
}

const card = (name: string) => screen.getByRole("heading", { name }).closest("li")!;
const buyButtons = () =>
  screen.getAllByRole("button").filter((b) => b.classList.contains("token-pack-buy")) as HTMLButtonElement[];

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe("BuyTokensDialog", () => {
  it("shows the three packs with prices, tokens, Best Value on Explorer and savings badges", async () => {
    const page = document.body.appendChild(document.createElement("main"));
    setup(async () => ({ id: "cs", url: "/x" }));
    const dialog = screen.getByRole("dialog", { name: "Recharge Your Tokens" });
    // A modal: the page behind it is hidden from assistive technology and does not scroll.
    expect(page.closest("[aria-hidden='true'], [inert]")).not.toBeNull();
    expect(getComputedStyle(document.documentElement).overflow).toBe("hidden");
    page.remove();
    expect(within(dialog).getByText("Choose a pack to continue creating your perfect adventures.")).toBeVisible();

    expect(within(card("Starter Pack")).getByText("$5")).toBeVisible();
    expect(within(card("Starter Pack")).getByText("50 tokens")).toBeVisible();
    expect(within(card("Starter Pack")).queryByText(/Save/)).toBeNull();
    expect(within(card("Traveller Pack")).getByText("Save 20%")).toBeVisible();
    expect(within(card("Traveller Pack")).getByText("120 tokens")).toBeVisible();
    expect(within(card("Explorer Pack")).getByText("Save 50%")).toBeVisible();
    expect(within(card("Explorer Pack")).getByText("$20")).toBeVisible();
    expect(within(card("Explorer Pack")).getByText("Best Value")).toBeVisible();
    expect(screen.getAllByText("Best Value")).toHaveLength(1);
    expect(buyButtons().map((b) => b.textContent)).toEqual([
      "Buy Starter Pack",
      "Buy Traveller Pack",
      "Buy Explorer Pack",
    ]);
  });

  it("marks the pack being processed, disables every button, and goes to the checkout url", async () => {
    const pending = deferred<CreateCheckoutSessionResponse>();
    const { checkout, redirect } = setup(() => pending.promise);
    await act(async () => {}); // offers loaded
    fireEvent.click(screen.getByRole("button", { name: "Buy Explorer Pack" }));
    await waitFor(() => expect(checkout).toHaveBeenCalledWith("price_e"));
    expect(within(card("Explorer Pack")).getByRole("button").textContent).toBe("Redirecting...");
    expect(buyButtons().every((b) => b.disabled)).toBe(true);

    await act(async () => pending.resolve({ id: "cs_1", url: "https://checkout.example/cs_1" }));
    expect(redirect).toHaveBeenCalledWith("https://checkout.example/cs_1");
  });

  it("starts over when the browser restores the page from its back/forward cache after the redirect", async () => {
    const { redirect } = setup(async () => ({ id: "cs_1", url: "https://checkout.example/cs_1" }));
    await act(async () => {});
    fireEvent.click(screen.getByRole("button", { name: "Buy Explorer Pack" }));
    await waitFor(() => expect(redirect).toHaveBeenCalledOnce());
    expect(buyButtons().every((b) => b.disabled)).toBe(true);

    // A normal page show changes nothing; a restored one (Back from the checkout) must not stay stuck.
    act(() => void window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: false })));
    expect(buyButtons().every((b) => b.disabled)).toBe(true);
    act(() => void window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true })));
    expect(buyButtons().map((b) => [b.textContent, b.disabled])).toEqual([
      ["Buy Starter Pack", false],
      ["Buy Traveller Pack", false],
      ["Buy Explorer Pack", false],
    ]);
  });

  it("remembers the balance before leaving for the checkout, so the return can see the credit at once", async () => {
    const { redirect } = setup(async () => ({ id: "cs_1", url: "https://checkout.example/cs_1" }), 30);
    await act(async () => {});
    fireEvent.click(screen.getByRole("button", { name: "Buy Explorer Pack" }));
    await waitFor(() => expect(redirect).toHaveBeenCalledOnce());
    expect(takeBalanceBeforeCheckout()).toBe(30);
  });

  it("remembers nothing when the balance is unknown, and nothing when the checkout could not start", async () => {
    sessionStorage.setItem(
      "itinerary.tokens.balanceBeforeCheckout",
      JSON.stringify({ balance: 5, savedAt: Date.now() }),
    );
    const { redirect } = setup(async () => ({ id: "cs_1", url: "https://checkout.example/cs_1" }), null);
    await act(async () => {});
    fireEvent.click(screen.getByRole("button", { name: "Buy Explorer Pack" }));
    await waitFor(() => expect(redirect).toHaveBeenCalledOnce());
    expect(takeBalanceBeforeCheckout()).toBeNull();
    cleanup();

    setup(async () => Promise.reject(new Error("503")), 30);
    await act(async () => {});
    fireEvent.click(screen.getByRole("button", { name: "Buy Starter Pack" }));
    expect(toastOf(await screen.findByText("Could not initiate payment."))).toHaveAttribute("data-type", "error");
    expect(takeBalanceBeforeCheckout()).toBeNull();
  });

  it("still goes to the checkout when the browser refuses to store anything", async () => {
    const setItem = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    const { redirect } = setup(async () => ({ id: "cs_1", url: "https://checkout.example/cs_1" }), 30);
    await act(async () => {});
    fireEvent.click(screen.getByRole("button", { name: "Buy Explorer Pack" }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith("https://checkout.example/cs_1"));
    expect(setItem).toHaveBeenCalled();
    expect(console.error).not.toHaveBeenCalled();
  });

  it("says the payment could not start and clears the processing state on failure", async () => {
    const { redirect } = setup(async () => Promise.reject(new Error("503")));
    await act(async () => {});
    fireEvent.click(screen.getByRole("button", { name: "Buy Starter Pack" }));
    expect(toastOf(await screen.findByText("Could not initiate payment."))).toHaveAttribute("data-type", "error");
    expect(buyButtons().every((b) => !b.disabled)).toBe(true);
    expect(within(card("Starter Pack")).getByRole("button").textContent).toBe("Buy Starter Pack");
    expect(redirect).not.toHaveBeenCalled();
  });

  it("says a pack without a price id is not available, without calling the server", async () => {
    const { checkout } = setup(async () => ({ id: "cs", url: "/x" }));
    await act(async () => {});
    fireEvent.click(screen.getByRole("button", { name: "Buy Traveller Pack" }));
    expect(toastOf(await screen.findByText("This product is not available."))).toHaveAttribute("data-type", "error");
    expect(checkout).not.toHaveBeenCalled();
    expect(buyButtons().every((b) => !b.disabled)).toBe(true);
  });

  it("closes on Escape and with the close button, and takes focus when it opens", async () => {
    const { onClose } = setup(async () => ({ id: "cs", url: "/x" }));
    expect(document.activeElement?.textContent).toBe("Buy Starter Pack");
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("reopened while a checkout is still starting, it still takes focus (so Escape closes it)", async () => {
    const pending = deferred<CreateCheckoutSessionResponse>();
    const props = {
      onClose: vi.fn(),
      loadOffers: async () => OFFERS,
      startCheckout: () => pending.promise,
      redirect: vi.fn(),
    };
    const opener = document.body.appendChild(document.createElement("button"));
    opener.focus();
    const { rerender } = render(<BuyTokensDialog open {...props} />);
    await act(async () => {});
    fireEvent.click(screen.getByRole("button", { name: "Buy Explorer Pack" }));
    await act(async () => {});
    rerender(<BuyTokensDialog open={false} {...props} />);
    // Focus goes back to the opener once the modal has gone (React Aria restores it after a frame).
    await waitFor(() => expect(document.activeElement).toBe(opener));

    rerender(<BuyTokensDialog open {...props} />);
    expect(buyButtons().every((b) => b.disabled)).toBe(true);
    await waitFor(() => expect(screen.getByRole("dialog").contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(props.onClose).toHaveBeenCalledOnce();
    opener.remove();
  });

  it("renders nothing while closed", () => {
    render(<BuyTokensDialog open={false} onClose={() => undefined} loadOffers={async () => OFFERS} />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
