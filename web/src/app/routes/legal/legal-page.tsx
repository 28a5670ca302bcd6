import type { ReactNode } from "react";
import { PublicLayout } from "../../../components/layouts/public-layout";
import { env } from "../../../config/env";
import { useDocumentTitle } from "../../../lib/use-document-title";

export const LEGAL_LAST_UPDATED = "November 22, 2026";

export function LegalPage({
  title,
  updated = LEGAL_LAST_UPDATED,
  children,
}: {
  title: string;
  updated?: string | null;
  children: ReactNode;
}) {
  useDocumentTitle(title);

  return (
    <PublicLayout>
      <article className="legal-page" aria-labelledby="legal-heading">
        <h1 id="legal-heading">{title}</h1>
        {updated && <p className="legal-updated">Last updated: {updated}</p>}
        {children}
      </article>
    </PublicLayout>
  );
}

export function SupportLink() {
  return <a href={`mailto:${env.supportEmail}`}>{env.supportEmail}</a>;
}
