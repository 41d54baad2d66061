/**
 * A phrase in a message that requests an appointment is written `[request an appointment](book)`
 * and becomes a link to the form (round 60, BT: the emergency cards said "request an appointment
 * online" as plain text beside linked phone numbers). One small mark, not Markdown: the messages
 * reach the browser, and a Markdown parser would not.
 */
const bookingMark = /\[([^\]]+)\]\(book\)/g;

export interface MessagePart {
  text: string;
  /** The part is the phrase that links to the appointment form. */
  book: boolean;
}

/** The message in its parts: plain text and the phrases that link to the form, in order. */
export function bookingParts(message: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let at = 0;
  for (const match of message.matchAll(bookingMark)) {
    if (match.index > at) parts.push({ text: message.slice(at, match.index), book: false });
    parts.push({ text: match[1] ?? '', book: true });
    at = match.index + match[0].length;
  }
  if (at < message.length) parts.push({ text: message.slice(at), book: false });
  return parts;
}

/** The message as a reader sees it, without the marks. */
export function withoutBookingMarks(message: string): string {
  return message.replace(bookingMark, '$1');
}
