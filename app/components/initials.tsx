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
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-linear-to-br from-teal-50 to-teal-100 font-extrabold tracking-tight text-teal-800 ring-1 ring-teal-200/70 ${className}`}
    >
      {initialsOf(name)}
    </span>
  );
}
