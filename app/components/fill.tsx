import { Fragment, type ReactNode } from 'react';

/** A message with {placeholders} filled by elements (a link, a number that must not break). */
export function fill(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template
    .split(/\{(\w+)\}/)
    .map((part, index) => (
      <Fragment key={index}>{index % 2 ? (values[part] ?? `{${part}}`) : part}</Fragment>
    ));
}
