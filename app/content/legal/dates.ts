/** When the terms and conditions last changed (specification §9: 12 May 2025). */
export const termsLastUpdated = '2025-05-12';
