/** When the terms and conditions last changed (specification §9: 12 May 2025). */
export const termsLastUpdated = '2025-05-12';
/** When the privacy statement last changed (appointment e-mails, reminders, processors). */
export const privacyLastUpdated = '2026-11-23';
