/** The three flags of the language switcher, as sprite symbols (decorative: a label is always beside them). */
export const flagSymbols = [
  `<symbol id="flag-nl" viewBox="0 0 9 6"><path fill="#21468B" d="M0 0h9v6H0z"/><path fill="#FFF" d="M0 0h9v4H0z"/><path fill="#AE1C28" d="M0 0h9v2H0z"/></symbol>`,
  `<symbol id="flag-en" viewBox="0 0 60 30"><clipPath id="flag-en-clip"><path d="M30 15h30v15zv15H0zH0V0zV0h30z"/></clipPath><path fill="#012169" d="M0 0v30h60V0z"/><path stroke="#FFF" stroke-width="6" d="m0 0 60 30m0-30L0 30"/><path stroke="#C8102E" stroke-width="4" d="m0 0 60 30m0-30L0 30" clip-path="url(#flag-en-clip)"/><path stroke="#FFF" stroke-width="10" d="M30 0v30M0 15h60"/><path stroke="#C8102E" stroke-width="6" d="M30 0v30M0 15h60"/></symbol>`,
  `<symbol id="flag-tr" viewBox="0 0 30 20"><path fill="#E30A17" d="M0 0h30v20H0z"/><circle cx="11.25" cy="10" r="5" fill="#FFF"/><circle cx="12.5" cy="10" r="4" fill="#E30A17"/><path fill="#FFF" d="M14.6 10l1.79-.59.01-1.88 1.11 1.52 1.79-.58L18.2 10l1.1 1.53-1.79-.58-1.11 1.52-.01-1.88z"/></symbol>`,
];
