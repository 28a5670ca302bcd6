// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "../../../lib/api-client";
import { AccountPage } from "./account-page";

const api = vi.hoisted(() => ({ exportAccount: vi.fn(), deleteAccount: vi.fn(), saveFile: vi.fn() }));
vi.mock("../api/account-api", () => ({ exportAccount: api.exportAccount, deleteAccount: api.deleteAccount }));
vi.mock("../../../lib/save-file", () => ({ saveFile: api.saveFile }));
vi.mock("../../../lib/firebase-app", () => ({ getAppCheckToken: async () => null }));

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

function renderPage(onDeleted = vi.fn(async () => {})) {
  render(<AccountPage email="ana@example.com" tokens={12} onDeleted={onDeleted} />);
  return onDeleted;
}

describe("the account page", () => {
  it("shows who is signed in and hands the export to the browser as a JSON file", async () => {
    const blob = new Blob(["{}"], { type: "application/json" });
    api.exportAccount.mockResolvedValueOnce(blob);
    renderPage();
    expect(screen.getByText("ana@example.com")).toBeVisible();
    expect(screen.getByText("12 tokens")).toBeVisible();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Download my data" })));
    expect(api.saveFile).toHaveBeenCalledWith(blob, "itinerary-planner-my-data.json");
  });

  it("deletes only after the confirmation, then hands over to onDeleted", async () => {
    api.deleteAccount.mockResolvedValueOnce({ deleted: true });
    const onDeleted = renderPage();
    fireEvent.click(screen.getByRole("button", { name: "Delete account" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete your account?" });
    expect(dialog.textContent).toContain("kept for accounting, without your email address");
    expect(api.deleteAccount).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Delete my account" })));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(api.deleteAccount).toHaveBeenCalledTimes(1);
  });

  it("says so when the deletion fails, and the session stays", async () => {
    api.deleteAccount.mockRejectedValueOnce(new ApiRequestError(503, null));
    const onDeleted = renderPage();
    fireEvent.click(screen.getByRole("button", { name: "Delete account" }));
    await act(async () => fireEvent.click(await screen.findByRole("button", { name: "Delete my account" })));
    expect((await screen.findByRole("alert")).textContent).toBe("Could not delete your account. Please try again.");
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
