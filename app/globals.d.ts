/** The year the site was built (vite.config.ts), for HTML rendered at build time. */
declare const __BUILD_YEAR__: number;
