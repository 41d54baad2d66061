/**
 * Debian's Chromium, as every tool here drives it (tests, screenshots, benchmarks). The flags keep
 * it from reaching out to the network, which this machine's closed network refuses.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
