import { useMessages } from '~/i18n/hooks';
import { format } from '~/i18n/format';

/**
 * "Read more" as a sighted visitor sees it, "Read more about Dental implants" as the link's text
 * for screen readers and search engines (a bare "read more" says nothing out of context). An
 * article's title may be a question, so it is quoted rather than run into the sentence.
 */
export function ReadMoreText({
  topic,
  isArticle = false,
  visibleClassName,
}: {
  topic: string;
  isArticle?: boolean;
  visibleClassName?: string;
}) {
  const messages = useMessages();
  return (
    <>
      <span aria-hidden="true" className={visibleClassName}>
        {messages.common.readMore}
      </span>{' '}
      <span className="sr-only">
        {format(isArticle ? messages.common.readMoreArticle : messages.common.readMoreAbout, {
          topic,
        })}
      </span>
    </>
  );
}
