/**
 * Tailwind 4 reads its configuration from CSS: the theme (yellow brand colours, fonts) is the
 * @theme block in app/globals.css. This file only exists so the layout of the design card holds
 * and to point the next engineer there; Tailwind 4 does not load it.
 * See docs/decisions/0004-tailwind-4-css-config.md.
 */
const config = {};

export default config;
