import type { ReactNode } from 'react';
import { Hyphenated } from '~/components/hyphenated';
import { Icon } from '~/icons/icon';
import { containerClass, Prose } from '~/components/page-sections';
import { HeaderPanel, PageHeader } from '~/components/page-header';
import { OnThisPage } from '~/components/treatment-page-parts';
import { CallPracticeButton } from '~/components/contact-links';
import { CallHours } from '~/components/opening-hours';
import { CtaBand } from '~/components/cta-band';
import { PageLink } from '~/components/page-link';
import { externalLinks } from '~/content/external-links';
import { ratesPage } from '~/content/site.server';
import { useMessages } from '~/i18n/hooks';
import { langFromPath } from '~/i18n/languages';
import { seoMeta, siteMetaFrom } from '~/seo/meta';
import type { Route } from './+types/rates';
import { pageFromRequest } from './page-from-request.server';
import { keepWhole } from '~/components/keep-whole';

export function loader({ request }: Route.LoaderArgs) {
  return ratesPage(pageFromRequest(request).lang);
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  seoMeta(
    {
      lang: langFromPath(location.pathname),
      page: 'rates',
      title: loaderData.meta.title,
      description: loaderData.meta.description,
      keywords: loaderData.meta.keywords,
    },
    siteMetaFrom(matches),
  );

export default function Rates({ loaderData: page }: Route.ComponentProps) {
  const messages = useMessages();
  return (
    <>
      {/* What most visitors came for, before the table (the ninth review: a parent found the
          children's cover three screens down): beside the heading, or under it on a phone. */}
      <PageHeader
        title={page.title}
        lead={page.lead}
        asideOnPhone
        aside={
          <HeaderPanel id="summary-title" title={page.summary.title}>
            <ul className="mt-4 space-y-4">
              {page.summary.itemsHtml.map((html) => (
                <li key={html} className="flex gap-3">
                  <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-teal-700" />
                  <span dangerouslySetInnerHTML={{ __html: html }} />
                </li>
              ))}
            </ul>
          </HeaderPanel>
        }
      />
      <div className={containerClass}>
        <OnThisPage entries={[{ id: 'tariffs-title', text: page.tariffs.title }, ...page.toc]} />
      </div>
      <section className={containerClass} aria-labelledby="tariffs-title">
        {/* On the page's white, not in a card: the worked examples beside it are the one box
            (round 44, AP: a card on white holding a card, three surfaces in one screen). */}
        <div>
          {/* The list no wider than it reads: a code, a name and its amount within one glance (round
              45, AR: 450 px of air between a treatment and its amount). */}
          {/* The notes take the rest of the width, not a gap (round 50, BA and BB: 190 px of
              air between the table and a narrow column). */}
          <div className="grid gap-8 lg:grid-cols-[minmax(0,42rem)_minmax(22rem,1fr)] lg:gap-14">
            <div>
              <h2
                id="tariffs-title"
                className="font-display text-2xl font-extrabold text-teal-950 md:text-3xl"
              >
                {page.tariffs.title}
              </h2>
              <p className="mt-1 font-semibold text-teal-800">{page.tariffs.source}</p>
              {/* On a phone the description gives way (hyphenated long Dutch words), never the
                  amount: the table fits its card down to 320 px. */}
              <table className="mt-5 w-full border-collapse text-left max-sm:text-[0.9375rem]">
                <thead>
                  <tr className="border-b-2 border-teal-100 text-sm text-teal-900">
                    <th scope="col" className="py-2 pr-3 font-bold">
                      {page.tariffs.headings[0]}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-bold">
                      {page.tariffs.headings[1]}
                    </th>
                    <th scope="col" className="py-2 text-right font-bold">
                      {page.tariffs.headings[2]}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {page.tariffs.rows.map((row) => (
                    <tr key={row.code} className="border-b border-slate-100 last:border-none">
                      <td className="py-3 pr-2 align-baseline font-bold text-teal-800 tabular-nums sm:pr-3">
                        {row.code}
                      </td>
                      <td className="py-3 pr-2 align-baseline sm:pr-3">
                        <Hyphenated parts={row.descriptionParts} />
                      </td>
                      <td className="py-3 text-right align-baseline font-bold whitespace-nowrap tabular-nums">
                        {row.amount}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="space-y-5 lg:pt-14">
              {page.tariffs.intro.map((paragraph) => (
                <p key={paragraph}>{keepWhole(paragraph)}</p>
              ))}
              <AmountBox
                id="examples-title"
                title={page.tariffs.examples.title}
                className="bg-[var(--sand)]"
                rows={page.tariffs.examples.items.map((example) => ({
                  key: example.codes,
                  label: (
                    <>
                      {keepWhole(example.label)}{' '}
                      <span className="text-sm whitespace-nowrap text-muted">
                        ({example.codes})
                      </span>
                    </>
                  ),
                  amount: example.total,
                }))}
              />
              {/* The larger treatments have no one code: the practice's usual totals (round 60,
                  BU and BV: "a patient comparing practices leaves without a number"). */}
              <AmountBox
                id="larger-title"
                title={page.tariffs.larger.title}
                className="border border-slate-200"
                note={page.tariffs.larger.note}
                rows={page.tariffs.larger.items.map((item) => ({
                  key: item.treatment,
                  label: (
                    <PageLink
                      page={item.treatment}
                      className="text-teal-800 underline decoration-teal-200 underline-offset-4 hover:decoration-teal-700"
                    >
                      {item.label}
                    </PageLink>
                  ),
                  amount: item.range,
                }))}
              />
              <PageLink
                page="dental-costs"
                className="inline-flex min-h-11 items-center gap-1 font-bold text-teal-800 hover:underline"
              >
                {page.tariffs.more}
                <Icon name="arrow-right" className="size-4" />
              </PageLink>
            </div>
          </div>
        </div>
      </section>
      <div
        className={`${containerClass} mt-14 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-14`}
      >
        <Prose html={page.bodyHtml} className="max-w-3xl" />
        {/* Stays in view beside the long guidance, not an empty column under two links. */}
        <aside aria-labelledby="links-title" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="links-title" className="font-display text-xl font-extrabold text-teal-950">
            {page.links.title}
          </h2>
          <ul className="mt-4 space-y-4">
            {(['nza', 'knmt'] as const).map((key) => (
              <li key={key}>
                <a
                  href={externalLinks[key]}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block rounded-2xl border border-slate-200 p-5 hover:border-teal-300 hover:bg-teal-50"
                >
                  <span className="flex items-center gap-2 font-extrabold text-teal-800">
                    {page.links[key].label}
                    <Icon name="external-link" className="size-4" />
                    <span className="sr-only">{messages.common.opensInNewTab}</span>
                  </span>
                  <span className="mt-1 block text-muted">{page.links[key].description}</span>
                </a>
              </li>
            ))}
          </ul>
          {/* The way to ask, beside the rules that raise the questions (the nineteenth review:
              the column beside the long text held two links only). Not on a phone, where this
              column comes after the text, right before the band that asks the same (round 27:
              two calls to ask in a row). */}
          <div className="mt-6 hidden rounded-2xl bg-teal-50 p-5 lg:block">
            <p className="font-extrabold text-teal-950">{page.links.call}</p>
            <CallPracticeButton atAnyHour className="btn btn-primary mt-3 w-full" />
            <CallHours className="mt-2 text-sm text-muted" />
          </div>
        </aside>
      </div>
      {/* A question about costs: the call first, then the other ways (two buttons, as every
          page's closing band has). */}
      <CtaBand title={page.cta.title} textHtml={page.cta.textHtml}>
        <CallPracticeButton className="btn btn-lg btn-light grow sm:grow-0" atAnyHour />{' '}
        <PageLink page="contact" className="btn btn-lg btn-light-outline grow sm:grow-0">
          {page.cta.button}
        </PageLink>
      </CtaBand>
    </>
  );
}

/** A titled box of what things cost: a label and its amount on each row, the amount at its end. */
function AmountBox({
  id,
  title,
  rows,
  note,
  className,
}: {
  id: string;
  title: string;
  rows: { key: string; label: ReactNode; amount: string }[];
  note?: string;
  className: string;
}) {
  return (
    <section aria-labelledby={id} className={`rounded-2xl p-5 ${className}`}>
      <h3 id={id} className="font-extrabold text-teal-950">
        {title}
      </h3>
      <dl className="mt-2 divide-y divide-slate-100">
        {rows.map((row) => (
          <div key={row.key} className="flex items-baseline gap-3 py-2">
            <dt className="flex-1">{row.label}</dt>
            <dd className="font-bold whitespace-nowrap tabular-nums">{row.amount}</dd>
          </div>
        ))}
      </dl>
      {note ? <p className="mt-2 text-sm text-muted">{note}</p> : null}
    </section>
  );
}
