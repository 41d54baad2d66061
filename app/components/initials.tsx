/** "Murat Kaya" → "MK": what stands for a dentist until the practice adds a portrait. */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('');
}

/**
 * A dentist's initials in a round badge, in the site's type: it reads as intended, where a drawn
 * person read as a missing photo (first review). Decorative: the name is always written beside it.
 */
export function InitialsBadge({ name, className = '' }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-teal-700 font-display font-bold text-white ring-4 ring-teal-100 ${className}`}
    >
      {initialsOf(name)}
    </span>
  );
}
