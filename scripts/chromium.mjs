/**
 * Debian's Chromium, launched the way this closed network needs (see docs/toolchain.md):
 * Playwright cannot download its own browser here. Plain JavaScript, so the Node scripts
 * (benchWeb.mjs, screenshot.mjs) and the TypeScript configs and journeys read the same flags
 * (types in chromium.d.mts).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  args: chromiumArgs,
};
