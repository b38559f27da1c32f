/**
 * The few words the design system says by itself (aria labels, default button text, the 必須 mark,
 * file rejection reasons). Everything else comes from props; the app passes the product's own words.
 * Components take these as defaults and accept a prop to override them where a screen needs to.
 * They are split by the components that say them, so a screen's script carries only its own words
 * (the sign-in page has a size budget: docs/adr/0007-bundle-budgets.md).
 */
export { commonStrings } from './common';
export { dateStrings } from './dates';
export { errorPageStrings } from './errorPages';
export { fieldStrings } from './fields';
export { fileStrings } from './files';
export { statusStrings } from './status';
export { tableStrings } from './table';
