import { useId } from 'react';

/** The Sunfleet mark: a rising sun over a PV array. Used when a company has no logo of its own. */
export function SunfleetMark({ size = 32 }: { size?: number }) {
  const id = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label="Sunfleet">
      <defs>
        <linearGradient id={`${id}-sun`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffd25a" />
          <stop offset="1" stopColor="#ff9d2e" />
        </linearGradient>
        <linearGradient id={`${id}-panel`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2ee6a6" />
          <stop offset="1" stopColor="#00a86b" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill="#0f1a2e" />
      <g stroke="#ffc548" strokeWidth="2.4" strokeLinecap="round" opacity="0.85">
        <path d="M32 6v4M14 13l3 3M50 13l-3 3M8 27h4M52 27h4" />
      </g>
      <circle cx="32" cy="27" r="10" fill={`url(#${id}-sun)`} />
      <path d="M10 50 L21 36 H43 L54 50 Z" fill={`url(#${id}-panel)`} />
      <path
        d="M21 36 L17.5 50 M32 36 V50 M43 36 L46.5 50 M15.5 43 H48.5"
        stroke="#0f1a2e"
        strokeWidth="1.6"
      />
    </svg>
  );
}

/** Mark and word mark side by side; `collapsed` keeps only the mark. */
export function SunfleetLogo({ collapsed = false, size = 32 }: { collapsed?: boolean; size?: number }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
      <SunfleetMark size={size} />
      {!collapsed && (
        <span style={{ fontWeight: 700, fontSize: size * 0.56, letterSpacing: 0.3, whiteSpace: 'nowrap' }}>
          Sun<span style={{ color: '#2ee6a6' }}>fleet</span>
        </span>
      )}
    </span>
  );
}
