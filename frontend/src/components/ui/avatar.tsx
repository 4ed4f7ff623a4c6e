import { useState } from 'react';

/**
 * The user's profile photo, or a default avatar with their initial. Decorative: the control
 * around it carries the name.
 */
export function Avatar({
  photoURL,
  name,
  size = 36,
}: {
  photoURL: string | null;
  /** Display name or e-mail: its first letter is the fallback. */
  name: string;
  size?: number;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const initial = (name.trim()[0] ?? '?').toUpperCase();

  if (photoURL && failedUrl !== photoURL) {
    return (
      <img
        className="avatar"
        src={photoURL}
        alt=""
        width={size}
        height={size}
        referrerPolicy="no-referrer"
        onError={() => setFailedUrl(photoURL)}
      />
    );
  }
  return (
    <svg
      className="avatar avatar--default"
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      data-testid="default-avatar"
    >
      <circle cx="20" cy="20" r="20" className="avatar__bg" />
      <text
        x="50%"
        y="50%"
        dy="0.35em"
        textAnchor="middle"
        className="avatar__initial"
        fontSize="18"
        fontWeight="700"
      >
        {initial}
      </text>
    </svg>
  );
}
