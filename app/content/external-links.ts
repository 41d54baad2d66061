/** External sources the rates page points to (specification §2, §7). */
export const externalLinks = {
  /** The Dutch Healthcare Authority: tariffs and rules for dental care. */
  nza: 'https://www.nza.nl/zorgsectoren/mondzorg',
  /** The Royal Dutch Dental Association's information for patients. */
  knmt: 'https://www.knmt.nl/',
} as const;
