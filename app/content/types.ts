// Shapes of the information pages' copy. The copy modules are read by page loaders on the server,
// so the words reach the browser as page data, never as JavaScript in the route's bundle.

/** A paragraph (string) or a bulleted list (array of strings). */
export type TextBlock = string | string[];

export interface TextSection {
  /** Anchor for the page's contents list. */
  id: string;
  heading: string;
  blocks: TextBlock[];
}

export interface InfoLink {
  to: string;
  label: string;
}

/** A page of running text: the legal pages and the damage waiver explanation. */
export interface TextPage {
  title: string;
  /** Meta description. */
  description: string;
  path: string;
  intro: string;
  /** 'Last updated: {updated}', shown under the title when present. */
  updated?: string;
  sections: TextSection[];
  keywords?: string[];
}
