/**
 * A few hundred bytes that run in the page's head, before the first paint: whether the practice
 * is closed right now, by its clock (Europe/Amsterdam), as `data-closed` on <html>, and
 * `data-clock` once the clock is read. The stylesheet then puts the after-hours call first and
 * strongest from the very first frame, on prerendered pages too, and says "open now" while open;
 * React's own status (`openingStatus`, after hydration) agrees and takes over, so the two calls
 * never move under the visitor's finger (CLS 0). Without script: the order of the HTML.
 *
 * The same facts as `openingStatus`: the opening periods and the holidays the practice is closed
 * on (this year and the next, from when the page was rendered). Days around which hours are
 * unsure count as open here, as they do there.
 *
 * While closed it also finds when the practice opens again, as `openingStatus` does, and gives the
 * status line its words before the page's scripts have run (rounds 55–56: "Nu gesloten" became
 * "Nu gesloten tot maandag 8.00 uur" only seconds later on a slow phone): the sentence, made by
 * the status line's own `statusText` in the page's language, as `--reopens` on <html>, which the
 * stylesheet shows in place of "Nu gesloten" (app.css, .closed-reopens). Where the next opening
 * lies past a day whose hours are unsure, it says nothing more, as the status line does.
 */
import { openingHoursOn } from '~/appointments/time-rules';
import { catalogues } from '~/i18n/messages';
import type { Lang } from '~/i18n/languages';
import { addDays, dutchHolidays, sampleDates, type OpeningStatus } from './opening-status';
import { datedReopeningAfterDays, statusText } from './opening-status-text';
import { practice, type DutchHoliday } from './practice';

/**
 * The opening days of `year` and the next whose two days before have no opening hours (a Sunday, a
 * holiday): the only days the next opening can be three or more days away from.
 */
function reopeningsAfterABreak(year: number): { date: string; opens: string }[] {
  const holidays = new Set([year, year + 1].flatMap((y) => [...dutchHolidays(y).keys()]));
  const opensOn = (date: string) => (holidays.has(date) ? undefined : openingHoursOn(date)?.opens);
  const found: { date: string; opens: string }[] = [];
  for (let date = `${year}-01-01`; date < `${year + 2}-01-01`; date = addDays(date, 1)) {
    const opens = opensOn(date);
    if (opens && !opensOn(addDays(date, -1)) && !opensOn(addDays(date, -2))) {
      found.push({ date, opens });
    }
  }
  return found;
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const scripts = new Map<string, string>();

/**
 * The script for pages in `lang` rendered in `now`'s year (made once per year and language: root
 * renders every request).
 */
export function closedNowScript(now: Date, lang: Lang): string {
  const key = `${now.getUTCFullYear()} ${lang}`;
  let script = scripts.get(key);
  if (!script) {
    script = scriptFor(now.getUTCFullYear(), lang);
    scripts.set(key, script);
  }
  return script;
}

function scriptFor(year: number, lang: Lang): string {
  const hours: Record<string, [number, number]> = {};
  for (const period of practice.openingHours) {
    for (const day of period.days)
      hours[day.slice(0, 3)] = [minutes(period.opens), minutes(period.closes)];
  }
  const closedOn = practice.holidays.closed as readonly DutchHoliday[];
  const unsureOn = practice.holidays.unsure as readonly DutchHoliday[];
  const holidays = [year, year + 1].flatMap((y) => [...dutchHolidays(y)]);
  const closedDates = holidays.filter(([, holiday]) => closedOn.includes(holiday));
  const unsureDates = holidays.filter(([, holiday]) => unsureOn.includes(holiday));
  return (
    `try{var p={};new Intl.DateTimeFormat('en-GB',{timeZone:${JSON.stringify(practice.timeZone)},` +
    `weekday:'short',year:'numeric',month:'2-digit',day:'2-digit',hour:'2-digit',minute:'2-digit',` +
    `hourCycle:'h23'}).formatToParts(new Date()).forEach(function(x){p[x.type]=x.value});` +
    `var H=${JSON.stringify(hours)},h=H[p.weekday],m=p.hour*60+ +p.minute,` +
    `C=${JSON.stringify(closedDates.map(([date]) => date))},` +
    `U=${JSON.stringify(unsureDates.map(([date]) => date))},` +
    `A=${JSON.stringify(holidays.map(([date]) => date))},` +
    `t=p.year+'-'+p.month+'-'+p.day,r=document.documentElement;` +
    `if(C.indexOf(t)>=0||!h||m<h[0]||m>=h[1]){r.setAttribute('data-closed','');` +
    reopensScript(lang, year) +
    `}` +
    // The clock has been read: "open now" may be said (app.css, .open-now); without script, or
    // if this failed, nothing is said rather than a guess.
    `r.setAttribute('data-clock','')` +
    // Whether the header's call may open a popover panel while closed (see app.css).
    `;if('popover' in HTMLElement.prototype)r.setAttribute('data-popover','')}catch(e){}`
  );
}

/**
 * The part of the script that runs while closed: which sentence says when the practice opens
 * again (keyed "u480" for later today, "t540" tomorrow, "dMon480" on a weekday), in the page's
 * language (`lang`), set as `--reopens` and `data-reopens` on <html>. Mirrors `openingStatus`: today's
 * opening if it is still to come (not on a closed holiday, nor on a day whose hours are unsure),
 * else the first day with hours that is no holiday, looking no further than a day whose hours are
 * unsure.
 */
function reopensScript(lang: Lang, year: number): string {
  const text = catalogues[lang].emergencyCall;
  const table: Record<string, string> = {};
  const say = (key: string, status: OpeningStatus, tomorrow?: string) =>
    (table[key] = statusText(status, text, lang, tomorrow));
  for (const period of practice.openingHours) {
    const at = minutes(period.opens);
    say(`u${at}`, { state: 'closed', opensToday: period.opens });
    for (const day of period.days) {
      const date = sampleDates[day];
      // Tomorrow said as "tomorrow" (any date will do as tomorrow's), every other day by name.
      say(`t${at}`, { state: 'closed', reopens: { date, opens: period.opens } }, date);
      say(`d${day.slice(0, 3)}${at}`, { state: 'closed', reopens: { date, opens: period.opens } });
    }
  }
  // The days the practice may open on after a break of holidays, named with their date: "x" and
  // the date (a handful a year; a weekend alone never makes a break of three days).
  for (const { date, opens } of reopeningsAfterABreak(year)) {
    say(`x${date}`, {
      state: 'closed',
      reopens: { date, opens, afterDays: datedReopeningAfterDays },
    });
  }
  return (
    `var k,g=1,S=${JSON.stringify(table)};` +
    `if(C.indexOf(t)<0){if(U.indexOf(t)>=0)g=!h||m>=h[1];else if(h&&m<h[0]){k='u'+h[0];g=0}}` +
    `if(g)for(var i=1;i<15;i++){var d=new Date(Date.UTC(+p.year,p.month-1,+p.day+i)),` +
    `s=d.toISOString().slice(0,10),w=['Sun','Mon','Tue','Wed','Thu','Fri','Sat'][d.getUTCDay()];` +
    `if(U.indexOf(s)>=0)break;if(A.indexOf(s)>=0)continue;` +
    `if(H[w]){k=i>=${datedReopeningAfterDays}&&S['x'+s]?'x'+s:(i===1?'t':'d'+w)+H[w][0];break}}` +
    `if(k&&S[k]){r.style.setProperty('--reopens',JSON.stringify(S[k]));r.setAttribute('data-reopens','')}`
  );
}
