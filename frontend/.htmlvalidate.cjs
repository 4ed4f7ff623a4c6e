// html-validate's rules for the public pages as the gateway serves them: the whole document,
// frontend/index.html (as Vite builds it) with the page React rendered on the server in it.
// services/gateway/test/public-markup.integration-spec.ts validates every page of the sitemap and
// the not-found page with this file in `npm test`, and `npx html-validate <file.html>` reads it.
// The recommended rules, each change named with its reason.
module.exports = {
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // Prettier writes index.html's doctype in lower case (<!doctype html>); HTML reads either.
    'doctype-style': ['error', { style: 'lowercase' }],
    // Off: the document has three writers with their own way of closing a void element: React
    // writes <input/>, Vite and the gateway write <link>, index.html writes <meta />. HTML
    // ignores the slash, so both are correct, and no one style can be asked of all three.
    'void-style': 'off',
    // React writes some attributes by their DOM property's name (dateTime, autoComplete,
    // maxLength, spellCheck, inputMode, noValidate). Attribute names are case-insensitive in HTML;
    // any other casing is still an error.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // React writes every boolean attribute as name="" (the "empty" style) instead of the rule's
    // default of a bare name.
    'attribute-boolean-style': ['error', { style: 'empty' }],
    // Off for the same reason as void-style: React writes hidden="", Vite and the gateway write
    // a bare crossorigin. Both mean the empty value; no one style can be asked of both writers.
    'attribute-empty-style': 'off',
    // React's useId gives ids such as "_R_8p5_": valid HTML (an id is any text without spaces),
    // the same on the server and in the browser for hydration, but starting with "_", which the
    // strict form of the rule refuses. The relaxed form keeps the HTML standard's rules.
    'valid-id': ['error', { relaxed: true }],
    // Lists styled without bullets carry role="list" on purpose: Safari (VoiceOver) stops
    // announcing a <ul> or <ol> as a list once list-style is none. Every other role is checked.
    'no-redundant-role': ['error', { exclude: ['list'] }],
    'prefer-native-element': ['error', { exclude: ['list'] }],
    // A phone number links with the PhoneLink component, whose class `phone-link` keeps the
    // number on one line (white-space: nowrap), as the rule's &nbsp; would, while its text stays
    // the number as written for screen readers and search.
    'tel-non-breaking': ['error', { ignoreClasses: ['phone-link'] }],
  },
};
