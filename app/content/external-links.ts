/** External sources the pages point to (specification §2, §7); opened only when clicked. */
export const externalLinks = {
  /** The Dutch Healthcare Authority: tariffs and rules for dental care. */
  nza: 'https://www.nza.nl/zorgsectoren/mondzorg',
  /** The Royal Dutch Dental Association’s information for patients. */
  knmt: 'https://www.knmt.nl/',
  /** The public BIG register, where anyone can check a dentist’s registration (team page). */
  bigRegister: 'https://zoeken.bigregister.nl/',
} as const;
