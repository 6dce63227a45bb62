/**
 * The wordmark; decorative, so the link around it carries the accessible name, which holds the words
 * drawn ("Lotte Plaza Market …": speech control).
 */
export function BrandLogo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 176 40" width="176" height="40" aria-hidden="true" focusable="false">
      <rect x="0" y="2" width="36" height="36" rx="10" fill="var(--color-brand-red)" />
      <path d="M11 10v20h15v-5h-9.5V10z" fill="#fff" />
      <text x="44" y="19" fontSize="16" fontWeight="800" letterSpacing="0.5" fill="var(--color-ink)">LOTTE PLAZA</text>
      {/* Between the lines, not drawn (SVG draws text in <text> only): the words read "LOTTE PLAZA MARKET", not "PLAZAMARKET". */}
      {' '}
      <text x="44" y="35" fontSize="12" fontWeight="700" letterSpacing="3.2" fill="var(--color-brand-green)">MARKET</text>
    </svg>
  );
}
