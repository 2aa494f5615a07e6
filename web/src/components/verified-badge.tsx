/** Shown beside a name when an operator has verified the account (`npm run admin -- verify`). */
export function VerifiedBadge({ verified }: { verified?: boolean }) {
  if (!verified) return null;
  return (
    <span className="verified-badge" title="Verified">
      ✔ Verified
    </span>
  );
}
