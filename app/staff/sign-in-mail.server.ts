/**
 * The e-mail with a staff sign-in link. Plain text and a minimal HTML part; the link is the only
 * thing in it that matters. In HTML it is a button, with the address under it in small print that
 * breaks anywhere (to copy it into another browser, without widening the mail on a phone); the
 * plain text has it whole.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement as h } from 'react';
import { practice } from '~/content/practice';
import type { OutboxMessage } from '~/db/schema';
import { format } from '~/i18n/format';
import type { Lang } from '~/i18n/languages';
import { MailButton } from '~/mail/templates.server';
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
          h(MailButton, { href: input.link, label: m.confirmButton }),
          h(
            'p',
            { style: { fontSize: '13px', color: '#475569', wordBreak: 'break-all' } },
            input.link,
          ),
          h('p', null, m.mailValidity),
        ),
      ),
    )}`,
  };
}
