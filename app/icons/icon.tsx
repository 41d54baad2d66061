import spriteUrl from 'virtual:icon-sprite';
import type { IconName } from './names';

/** A decorative icon from the sprite; text beside it (or an aria-label on its control) names it. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
