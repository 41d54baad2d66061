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
 */
import { dutchHolidays } from './opening-status';
import { practice, type DutchHoliday } from './practice';

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const scripts = new Map<number, string>();

/** The script for pages rendered in `now`'s year (made once per year: root renders every request). */
export function closedNowScript(now = new Date()): string {
  const year = now.getUTCFullYear();
  let script = scripts.get(year);
  if (!script) {
    script = scriptFor(year);
    scripts.set(year, script);
  }
  return script;
}

function scriptFor(year: number): string {
  const hours: Record<string, [number, number]> = {};
  for (const period of practice.openingHours) {
    for (const day of period.days)
      hours[day.slice(0, 3)] = [minutes(period.opens), minutes(period.closes)];
  }
  const closedOn = practice.holidays.closed as readonly DutchHoliday[];
  const closedDates = [year, year + 1].flatMap((y) =>
    [...dutchHolidays(y)].filter(([, holiday]) => closedOn.includes(holiday)).map(([date]) => date),
  );
  return (
    `try{var p={};new Intl.DateTimeFormat('en-GB',{timeZone:${JSON.stringify(practice.timeZone)},` +
    `weekday:'short',year:'numeric',month:'2-digit',day:'2-digit',hour:'2-digit',minute:'2-digit',` +
    `hourCycle:'h23'}).formatToParts(new Date()).forEach(function(x){p[x.type]=x.value});` +
    `var h=${JSON.stringify(hours)}[p.weekday],m=p.hour*60+ +p.minute;` +
    `if(${JSON.stringify(closedDates)}.indexOf(p.year+'-'+p.month+'-'+p.day)>=0||!h||m<h[0]||m>=h[1])` +
    `document.documentElement.setAttribute('data-closed','')` +
    // The clock has been read: "open now" may be said (app.css, .open-now); without script, or
    // if this failed, nothing is said rather than a guess.
    `;document.documentElement.setAttribute('data-clock','')` +
    // Whether the header's call may open a popover panel while closed (see app.css).
    `;if('popover' in HTMLElement.prototype)document.documentElement.setAttribute('data-popover','')}catch(e){}`
  );
}
