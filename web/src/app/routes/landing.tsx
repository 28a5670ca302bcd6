import { useEffect } from "react";
import { Link, Navigate } from "react-router";
import { PublicLayout } from "../../components/layouts/public-layout";
import { LoadingScreen } from "../../components/ui/loading-screen";
import { paths } from "../../config/paths";
import { useAuth } from "../../features/auth/components/auth-provider";
import { useProfile } from "../../features/profile/components/profile-provider";

const STEPS = [
  {
    title: "Tell us the trip",
    text: "Where you start, where you are going, for how long, your budget and what you love doing.",
  },
  {
    title: "Shape the draft",
    text: "Reorder or drop activities, or ask for changes in your own words until the days feel right.",
  },
  {
    title: "Take it with you",
    text: "Finalize a detailed day-by-day plan, save it, download it as a PDF and open each day's route in maps.",
  },
];

export function LandingRoute() {
  const auth = useAuth();
  const profile = useProfile();
  // Reached from a shared link's page, which does not start a remembered session (it needs none).
  const { ensureStarted } = auth;
  useEffect(() => {
    if (auth.status === "unknown") ensureStarted();
  }, [auth.status, ensureStarted]);

  if (auth.status === "signed-in" && profile.status === "loaded") return <Navigate to={paths.itinerary} replace />;
  // Right after Firebase reports the user, the profile has not started loading yet ("signed-out"):
  // that render must wait too, or the landing page flashes before the redirect.
  const profilePending = profile.status === "loading" || profile.status === "signed-out";
  if (auth.status === "unknown" || (auth.status === "signed-in" && profilePending)) return <LoadingScreen />;

  return (
    <PublicLayout>
      <section className="hero">
        <h1 className="hero-title">Your Adventure, Perfectly Planned.</h1>
        <p className="hero-text">
          Tell us where you want to go, what you enjoy and what you want to spend. You get a personalised day-by-day
          itinerary with real places and sensible routes, ready to refine, save and take on the road.
        </p>
        <Link to={paths.login} className="button button-primary button-large">
          Start Planning Now
        </Link>
      </section>
      <section className="steps" aria-label="How it works">
        {STEPS.map((step, index) => (
          <article key={step.title} className="step-card">
            <span className="step-number" aria-hidden="true">
              {index + 1}
            </span>
            <h2>{step.title}</h2>
            <p>{step.text}</p>
          </article>
        ))}
      </section>
    </PublicLayout>
  );
}
