// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { toast, Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { usePaymentReturn } from "./use-payment-return";

function Itinerary({ refresh }: { refresh: () => Promise<number | null> }) {
  usePaymentReturn(refresh);
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(url: string, refresh: () => Promise<number | null>) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/itinerary" element={<Itinerary refresh={refresh} />} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
}

afterEach(() => {
  // sonner keeps its toasts in module state: start each case from none.
  toast.dismiss();
  cleanup();
});

describe("usePaymentReturn", () => {
  it("after a success: the toast, the query cleared, the balance refreshed", async () => {
    const refresh = vi.fn(async () => 330);
    renderAt("/itinerary?payment_success=true", refresh);
    expect(await screen.findByText("Payment successful! Tokens added to your account.")).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/itinerary"));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
  });

  it("after a cancel: the failure toast, the query cleared, nothing refreshed", async () => {
    const refresh = vi.fn(async () => 30);
    renderAt("/itinerary?payment_failed=true", refresh);
    expect(await screen.findByText("Payment failed or was cancelled. Please try again.")).toBeTruthy();
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
});
