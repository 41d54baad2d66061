import { Icon } from '~/icons/icon';
import { useMessages } from '~/i18n/hooks';
import { InitialsBadge } from './initials';
import { PageLink } from './page-link';

/**
 * The dentists' initials side by side, overlapping a little, each on a white ring: who will treat
 * you until the practice's portraits (a treatment page's heading, the clinic page's about).
 */
export function InitialsStack({
  members,
  className = '',
}: {
  members: readonly { id: string; name: string }[];
  className?: string;
}) {
  return (
    // Overlapping at the rims only: a deeper overlap hid the last letter of the first (round 50).
    <span className={`flex -space-x-2 ${className}`}>
      {members.map((member) => (
        <span key={member.id} className="rounded-full bg-white p-1">
          <InitialsBadge name={member.name} className="size-14 text-lg" />{' '}
        </span>
      ))}
    </span>
  );
}

/** "Meet our team →" under a dentist's name. */
export function MeetTheTeamLink({ className = '' }: { className?: string }) {
  const text = useMessages().common.whoTreatsYou;
  return (
    <PageLink
      page="team"
      className={`inline-block min-h-8 py-1 text-sm font-bold text-teal-800 underline decoration-teal-300 decoration-2 underline-offset-4 hover:decoration-teal-700 ${className}`}
    >
      {/* The arrow stays with the last word when the line wraps in a narrow card (round 54, BI:
          beside a two-line link it stood apart): a word joiner, no break before it. */}
      {text.team}
      {'\u2060'}
      <Icon name="arrow-right" className="ml-1 inline-block size-4 align-[-0.2em]" />
    </PageLink>
  );
}
