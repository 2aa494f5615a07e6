/** A legal page's section: a heading, then paragraphs (strings) and bullet lists (arrays) in order. */
export interface LegalSection {
  heading: string;
  blocks: readonly (string | readonly string[])[];
}
