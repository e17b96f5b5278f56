/**
 * The brand's mark drawn as SVG (no downloaded artwork): a green oval with the Land Rover name, or the
 * spaced Jaguar wordmark. Decorative; the link around it carries the accessible name.
 */
export function BrandLogo({ brand }: { brand: string }) {
  // Sites name their brand "Jaguar" or "jaguar" depending on the source; anything else is Land Rover.
  if (/jaguar/i.test(brand))
    return (
      <svg
        className="brand-logo brand-logo--jaguar"
        viewBox="0 0 168 28"
        aria-hidden="true"
        focusable="false"
      >
        <text
          x="84"
          y="21"
          textAnchor="middle"
          fill="currentColor"
          fontSize="20"
          fontWeight="300"
          letterSpacing="9"
          fontFamily="Optima, Candara, 'Segoe UI', 'Helvetica Neue', Arial, sans-serif"
        >
          JAGUAR
        </text>
        <path d="M8 25.5h152" stroke="currentColor" strokeWidth="0.75" />
      </svg>
    )
  return (
    <svg
      className="brand-logo brand-logo--land-rover"
      viewBox="0 0 120 56"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse cx="60" cy="28" rx="58" ry="26" fill="#005a2b" />
      <ellipse cx="60" cy="28" rx="54" ry="22.5" fill="none" stroke="#c9d3cc" strokeWidth="1.5" />
      <text
        x="60"
        y="32.5"
        textAnchor="middle"
        fill="#ffffff"
        fontSize="12.5"
        fontWeight="700"
        letterSpacing="1.2"
        fontFamily="'Avenir Next', 'Segoe UI', 'Helvetica Neue', Arial, sans-serif"
      >
        LAND ROVER
      </text>
    </svg>
  )
}
