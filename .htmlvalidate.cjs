// html-validate's configuration for the HTML checks of sampled server-rendered screens
// (tests/e2e/html-valid.spec.ts, issue 41). Every rule turned off or changed here says why.
module.exports = {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes the markup (DESIGN.md: server-rendered React), and React's serialiser decides
    // these spellings; all three are valid HTML, only a house style of hand-written HTML:
    // `<meta/>`/`<link/>` (void elements with a slash), `charSet`/`dateTime` (attribute names
    // are case-insensitive), `async=""`/`noValidate=""` (an empty value is a boolean's true).
    'void-style': 'off',
    'attr-case': 'off',
    'attribute-boolean-style': 'off',
    // A group of checkboxes with one name is how a form sends a list (the lists' row selection
    // posts `ids` once per ticked row); radios and buttons share names by default.
    // Mantine 8 (DESIGN.md) passes each component's CSS variables in a style attribute
    // (--button-bg, --badge-color, --input-height…); the styles themselves are in the sheets.
    'no-inline-style': 'off',
    // Telephone numbers carry class "tel" (base.css: white-space: nowrap) rather than U+2011
    // hyphens, which would change what a reader copies and what a screen reader reads.
    'tel-non-breaking': ['error', { ignoreClasses: ['tel'] }],
    // React's useId gives ids such as ":R1:", valid in HTML (any id without spaces); the strict
    // mode asks for ids that are also simple CSS selectors.
    'valid-id': ['error', { relaxed: true }],
    'form-dup-name': ['error', { shared: ['radio', 'checkbox', 'button', 'reset', 'submit'] }],
  },
};
