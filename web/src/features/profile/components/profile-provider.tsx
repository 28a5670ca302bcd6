import { createContext, useContext, type ReactNode } from "react";
import { getUserProfile } from "../api/get-user-profile";
import { useProfileLoader, type Profile } from "../hooks/use-profile-loader";

const ProfileContext = createContext<Profile | null>(null);

export interface ProfileProviderProps {
  /** The signed-in user whose profile exists; null when signed out or while it is being created. */
  uid: string | null;
  children: ReactNode;
}

export function ProfileProvider({ uid, children }: ProfileProviderProps) {
  const profile = useProfileLoader(uid, getUserProfile);
  return <ProfileContext.Provider value={profile}>{children}</ProfileContext.Provider>;
}

/** `{status, tokens, departureCity, retry, refresh, setTokens}` of the signed-in user. */
export function useProfile(): Profile {
  const value = useContext(ProfileContext);
  if (!value) throw new Error("useProfile must be used inside <ProfileProvider>");
  return value;
}
