import { Fragment, type ReactNode } from 'react';
import { keepWhole } from './keep-whole';

/**
 * A message with {placeholders} filled by elements (a link, a number that must not break); its
 * own words' short prefixes ("e-posta") stay on their word's line.
 */
export function fill(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template
    .split(/\{(\w+)\}/)
    .map((part, index) => (
      <Fragment key={index}>{index % 2 ? (values[part] ?? `{${part}}`) : keepWhole(part)}</Fragment>
    ));
}
