/** Decorative art of the sign-in hero: a PV array under the day's generation curve. */
export function HeroIllustration() {
  return (
    <svg viewBox="0 0 520 260" width="100%" role="presentation" aria-hidden="true" style={{ maxWidth: 520 }}>
      <defs>
        <linearGradient id="hero-curve" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2ee6a6" stopOpacity="0.55" />
          <stop offset="1" stopColor="#2ee6a6" stopOpacity="0" />
        </linearGradient>
        <linearGradient id="hero-panel" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1d4ed8" />
          <stop offset="1" stopColor="#0b2a6b" />
        </linearGradient>
        <radialGradient id="hero-sun">
          <stop offset="0" stopColor="#ffd25a" />
          <stop offset="0.55" stopColor="#ffb02e" stopOpacity="0.9" />
          <stop offset="1" stopColor="#ffb02e" stopOpacity="0" />
        </radialGradient>
      </defs>
      <g stroke="#ffffff" strokeOpacity="0.06">
        {[40, 80, 120, 160].map((y) => (
          <line key={y} x1="0" x2="520" y1={y} y2={y} />
        ))}
      </g>
      <circle cx="262" cy="46" r="42" fill="url(#hero-sun)" />
      <path
        d="M0 170 C 90 170, 140 40, 260 36 S 430 170, 520 170 L 520 180 L 0 180 Z"
        fill="url(#hero-curve)"
      />
      <path
        d="M0 170 C 90 170, 140 40, 260 36 S 430 170, 520 170"
        fill="none"
        stroke="#2ee6a6"
        strokeWidth="2.5"
      />
      <path
        d="M0 176 C 110 176, 170 110, 260 104 S 400 176, 520 176"
        fill="none"
        stroke="#ffb02e"
        strokeWidth="2"
        strokeDasharray="6 6"
      />
      {[0, 1, 2, 3].map((index) => {
        const x = 40 + index * 116;
        return (
          <g key={index} transform={`translate(${x} 190)`}>
            <path
              d="M0 60 L18 0 H104 L86 60 Z"
              fill="url(#hero-panel)"
              stroke="#5b8cff"
              strokeOpacity="0.5"
            />
            <path
              d="M4.5 45 H90 M9 30 H94.5 M13.5 15 H99 M39 0 L27 60 M61 0 L49 60 M82 0 L70 60"
              stroke="#9ab8ff"
              strokeOpacity="0.35"
            />
          </g>
        );
      })}
    </svg>
  );
}
