/** When the terms and conditions last changed (specification §9: 12 May 2025). */
export const termsLastUpdated = '2025-05-12';
/** When the privacy statement last changed (legal review of 26 November 2026: retention, logs, art. 9(2)(h)). */
export const privacyLastUpdated = '2026-11-30';
