/**
 * The e-mail with a staff sign-in link. Plain text and a minimal HTML part; the link is the only
 * thing in it that matters, and it is written out in full so it can be copied.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement as h } from 'react';
import { practice } from '~/content/practice';
import type { OutboxMessage } from '~/db/schema';
import { format } from '~/i18n/format';
import type { Lang } from '~/i18n/languages';
import { staffCatalogues } from './messages';

export function signInMail(input: {
  to: string;
  from: string;
  link: string;
  lang: Lang;
}): OutboxMessage {
  const m = staffCatalogues[input.lang];
  const intro = format(m.mailIntro, { practice: practice.name });
  return {
    from: input.from,
    to: input.to,
    subject: m.mailSubject,
    language: input.lang,
    text: [intro, '', input.link, '', m.mailValidity].join('\n'),
    html: `<!DOCTYPE html>${renderToStaticMarkup(
      h(
        'html',
        { lang: input.lang },
        h('head', null, h('meta', { charSet: 'utf-8' })),
        h(
          'body',
          { style: { fontFamily: 'Arial, Helvetica, sans-serif', lineHeight: 1.5 } },
          h('p', null, intro),
          h('p', null, h('a', { href: input.link }, input.link)),
          h('p', null, m.mailValidity),
        ),
      ),
    )}`,
  };
}
