import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface RunCertificate {
  key: Buffer;
  cert: Buffer;
}

/**
 * A self-signed certificate for `commonName`, made for one run with openssl (scripts/environment.mjs
 * installs it with Chromium), for a local server speaking HTTPS in place of a real one; the browser
 * that talks to it runs with --ignore-certificate-errors. Null when openssl is missing.
 */
export function runCertificate(commonName: string): RunCertificate | null {
  const dir = mkdtempSync(join(tmpdir(), "run-certificate-"));
  try {
    execFileSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"],
        ...["-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem"), "-subj", `/CN=${commonName}`],
      ],
      { stdio: "ignore" },
    );
    return { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) };
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
