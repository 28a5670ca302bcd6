// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { toast, Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rememberBalanceBeforeCheckout } from "../model/payment-return";
import { usePaymentReturn, type PaymentReturnOptions } from "./use-payment-return";
import { toastOf } from "../../../testing/toasts";

function Itinerary({ refresh, options }: { refresh: () => Promise<number | null>; options?: PaymentReturnOptions }) {
  usePaymentReturn(refresh, options);
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(url: string, refresh: () => Promise<number | null>, options?: PaymentReturnOptions) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/itinerary" element={<Itinerary refresh={refresh} options={options} />} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
}

afterEach(() => {
  // sonner keeps its toasts in module state: start each case from none.
  toast.dismiss();
  cleanup();
  sessionStorage.clear();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// Fast polling, so a case can see whether the hook keeps refreshing.
const fast = { intervalMs: 5, timeoutMs: 200 };

describe("usePaymentReturn", () => {
  it("after a success: the toast, the query cleared, the balance refreshed", async () => {
    const refresh = vi.fn(async () => 330);
    renderAt("/itinerary?payment_success=true", refresh);
    expect(toastOf(await screen.findByText("Payment successful! Tokens added to your account."))).toHaveAttribute(
      "data-type",
      "success",
    );
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/itinerary"));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
  });

  it("after a cancel: the failure toast, the query cleared, nothing refreshed", async () => {
    const refresh = vi.fn(async () => 30);
    renderAt("/itinerary?payment_failed=true", refresh);
    expect(toastOf(await screen.findByText("Payment failed or was cancelled. Please try again."))).toHaveAttribute(
      "data-type",
      "error",
    );
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/itinerary"));
    expect(refresh).not.toHaveBeenCalled();
  });

  it("does nothing on a plain visit", async () => {
    const refresh = vi.fn(async () => 30);
    renderAt("/itinerary", refresh);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Payment/)).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
  });

  it("stops at once when the balance already exceeds the one remembered before the checkout", async () => {
    rememberBalanceBeforeCheckout(30);
    const refresh = vi.fn(async () => 330);
    renderAt("/itinerary?payment_success=true", refresh, fast);
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    await sleep(60);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(sessionStorage.length).toBe(0);
  });

  it("keeps refreshing until the balance exceeds the remembered one, then stops", async () => {
    rememberBalanceBeforeCheckout(30);
    const balances = [30, 30, 330];
    const refresh = vi.fn(async () => balances.shift() ?? 330);
    renderAt("/itinerary?payment_success=true", refresh, fast);
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(3));
    await sleep(60);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it("without a remembered balance, falls back to watching for a change from the first one seen", async () => {
    const refresh = vi.fn(async () => 330);
    renderAt("/itinerary?payment_success=true", refresh, fast);
    await waitFor(() => expect(refresh.mock.calls.length).toBeGreaterThan(3));
  });

  it("forgets the remembered balance after a cancelled checkout too", async () => {
    rememberBalanceBeforeCheckout(30);
    renderAt(
      "/itinerary?payment_failed=true",
      vi.fn(async () => 30),
      fast,
    );
    expect(toastOf(await screen.findByText("Payment failed or was cancelled. Please try again."))).toHaveAttribute(
      "data-type",
      "error",
    );
    expect(sessionStorage.length).toBe(0);
  });
});
