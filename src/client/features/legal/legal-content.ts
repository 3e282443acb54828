/**
 * Shared shape for the static legal pages (Terms of Service, Privacy Policy).
 * Content lives in plain data modules so pages can render it consistently.
 */

export type LegalSection = {
  id: string;
  heading: string;
  paragraphs: string[];
  items?: string[];
};

export type LegalDocument = {
  title: string;
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
};
