import { useMessages } from '~/i18n/hooks';
import { format } from '~/i18n/format';

/**
 * "Read more" as a sighted visitor sees it, "Read more about Dental implants" as the link's text
 * for screen readers and search engines (a bare "read more" says nothing out of context).
 */
export function ReadMoreText({
  topic,
  visibleClassName,
}: {
  topic: string;
  visibleClassName?: string;
}) {
  const messages = useMessages();
  return (
    <>
      <span aria-hidden="true" className={visibleClassName}>
        {messages.common.readMore}
      </span>{' '}
      <span className="sr-only">{format(messages.common.readMoreAbout, { topic })}</span>
    </>
  );
}
