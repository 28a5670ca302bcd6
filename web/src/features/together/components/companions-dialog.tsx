import type { CreateTripInviteResponse, TripMember, TripRole } from "@itinerary/contract";
import { useState } from "react";
import {
  Button,
  Dialog,
  DialogTrigger,
  Heading,
  Label,
  Modal,
  ModalOverlay,
  Radio,
  RadioGroup,
} from "react-aria-components";
import { toast } from "sonner";
import { ApiRequestError, errorMessage } from "../../../lib/api-client";
import { createTripInvite, getTripMembers, removeTripMember, revokeTripInvite } from "../api/trip-members";
import { roleName } from "../../../lib/trip-roles";
import { TOGETHER_TEXT } from "../model/together-text";
import "./together.css";

type Members =
  { status: "loading" } | { status: "loaded"; members: TripMember[] } | { status: "failed"; message: string };
type Invite = { status: "idle" | "creating" } | { status: "made"; invite: CreateTripInviteResponse };

export interface CompanionsDialogProps {
  itineraryId: string;
  /** The signed-in traveller. */
  uid: string;
  /** After the traveller left the trip (the page should leave it too). */
  onLeft: () => void;
}

/** Companions on a saved trip: who is on it, invite links with a role (owner), removing and leaving. */
export function CompanionsDialog({ itineraryId, uid, onLeft }: CompanionsDialogProps) {
  const [members, setMembers] = useState<Members>({ status: "loading" });
  const [role, setRole] = useState<TripRole>("editor");
  const [invite, setInvite] = useState<Invite>({ status: "idle" });
  const [busy, setBusy] = useState<string | null>(null);

  const report = (error: unknown, message: string) => {
    if (error instanceof ApiRequestError && error.status === 401) return;
    console.error(message, error);
    toast.error(errorMessage(error, message));
  };

  const load = async () => {
    setMembers({ status: "loading" });
    try {
      setMembers({ status: "loaded", members: (await getTripMembers(itineraryId)).members });
    } catch (error) {
      setMembers({ status: "failed", message: errorMessage(error, TOGETHER_TEXT.loadFailed) });
    }
  };

  const create = async () => {
    setInvite({ status: "creating" });
    try {
      setInvite({ status: "made", invite: await createTripInvite(itineraryId, role) });
    } catch (error) {
      setInvite({ status: "idle" });
      report(error, TOGETHER_TEXT.createFailed);
    }
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(TOGETHER_TEXT.copied);
    } catch {
      // Clipboard refused: the link is selected for a manual copy.
      document.getElementById("invite-link")?.focus();
    }
  };

  const revoke = async (token: string) => {
    try {
      await revokeTripInvite(token);
      setInvite({ status: "idle" });
      toast.success(TOGETHER_TEXT.revoked);
    } catch (error) {
      report(error, TOGETHER_TEXT.createFailed);
    }
  };

  const remove = async (member: TripMember, close: () => void) => {
    setBusy(member.uid);
    try {
      await removeTripMember(itineraryId, member.uid);
      if (member.uid === uid) {
        toast.success(TOGETHER_TEXT.left);
        close();
        onLeft();
        return;
      }
      toast.success(TOGETHER_TEXT.removed(member.display_name));
      await load();
    } catch (error) {
      report(error, TOGETHER_TEXT.removeFailed);
    } finally {
      setBusy(null);
    }
  };

  const isOwner = members.status === "loaded" && members.members[0]?.uid === uid;

  return (
    <DialogTrigger
      onOpenChange={(open) => {
        if (open) void load();
        else setInvite({ status: "idle" });
      }}
    >
      <Button className="button button-outline">{TOGETHER_TEXT.open}</Button>
      <ModalOverlay className="confirm-overlay" isDismissable>
        <Modal className="confirm-modal">
          <Dialog className="confirm-dialog companions-dialog">
            {({ close }) => (
              <>
                <Heading slot="title" className="confirm-title">
                  {TOGETHER_TEXT.title}
                </Heading>
                {members.status === "loading" ? <p role="status">{TOGETHER_TEXT.loading}</p> : null}
                {members.status === "failed" ? (
                  <p role="alert">
                    {members.message}{" "}
                    <Button className="link-button" onPress={() => void load()}>
                      Retry
                    </Button>
                  </p>
                ) : null}
                {members.status === "loaded" ? (
                  <>
                    <p className="confirm-description">
                      {isOwner ? TOGETHER_TEXT.ownerDescription : TOGETHER_TEXT.memberDescription}
                    </p>
                    <ul className="companions-list" aria-label="People on this trip">
                      {members.members.map((member) => (
                        <li key={member.uid} className="companion">
                          <span className="companion-avatar" aria-hidden="true">
                            {member.display_name.slice(0, 1).toUpperCase()}
                          </span>
                          <span className="companion-name">
                            {member.display_name}
                            {member.uid === uid ? " (you)" : ""}
                          </span>
                          <span className="companion-role">{roleName(member.role)}</span>
                          {member.role !== "owner" && (isOwner || member.uid === uid) ? (
                            <Button
                              className="button button-ghost button-small"
                              isDisabled={busy !== null}
                              aria-label={
                                member.uid === uid
                                  ? TOGETHER_TEXT.leave
                                  : `${TOGETHER_TEXT.remove} ${member.display_name}`
                              }
                              onPress={() => void remove(member, close)}
                            >
                              {member.uid === uid ? TOGETHER_TEXT.leave : TOGETHER_TEXT.remove}
                            </Button>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
                {isOwner ? (
                  <div className="companions-invite">
                    <RadioGroup
                      className="companions-roles"
                      value={role}
                      onChange={(value) => setRole(value as TripRole)}
                      orientation="horizontal"
                    >
                      <Label className="field-label">{TOGETHER_TEXT.roleLegend}</Label>
                      <Radio value="editor" className="companions-role">
                        {TOGETHER_TEXT.editor}
                      </Radio>
                      <Radio value="viewer" className="companions-role">
                        {TOGETHER_TEXT.viewer}
                      </Radio>
                    </RadioGroup>
                    {invite.status === "made" ? (
                      <>
                        <label className="field-label" htmlFor="invite-link">
                          {TOGETHER_TEXT.inviteLabel} ({roleName(invite.invite.role).toLowerCase()})
                        </label>
                        <input
                          id="invite-link"
                          className="input"
                          readOnly
                          value={invite.invite.url}
                          onFocus={(event) => event.target.select()}
                        />
                        <div className="companions-link-actions">
                          <Button
                            className="button button-ghost button-small"
                            onPress={() => void revoke(invite.invite.token)}
                          >
                            {TOGETHER_TEXT.revoke}
                          </Button>
                          <Button
                            className="button button-primary button-small"
                            onPress={() => void copy(invite.invite.url)}
                          >
                            {TOGETHER_TEXT.copy}
                          </Button>
                        </div>
                      </>
                    ) : (
                      <Button
                        className="button button-primary"
                        isDisabled={invite.status === "creating"}
                        onPress={() => void create()}
                      >
                        {invite.status === "creating" ? TOGETHER_TEXT.creating : TOGETHER_TEXT.create}
                      </Button>
                    )}
                  </div>
                ) : null}
                <div className="confirm-actions">
                  <Button className="button button-ghost" onPress={close}>
                    Close
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
