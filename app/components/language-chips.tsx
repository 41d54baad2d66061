import { languagesSpokenFirst } from '~/content/practice';
import { useLang, useMessages } from '~/i18n/hooks';
import { Flag } from './icons';

/**
 * The languages the dentists speak as a row of chips with their flags, the visitor's own first:
 * one look wherever they are listed (the team's cards, the clinic's tile; round 45, AQ: flags on
 * one page and not on the other).
 */
export function LanguageChips({ className = '' }: { className?: string }) {
  const lang = useLang();
  const messages = useMessages();
  return (
    <ul className={`flex flex-wrap gap-1 ${className}`}>
      {languagesSpokenFirst(lang).map((code) => (
        <li
          key={code}
          className="inline-flex items-center gap-1 rounded-full bg-teal-50 px-2 py-1 text-sm font-semibold whitespace-nowrap text-teal-950"
        >
          <Flag lang={code} className="h-3 w-4" />
          {messages.languageNames[code]}
        </li>
      ))}
    </ul>
  );
}
