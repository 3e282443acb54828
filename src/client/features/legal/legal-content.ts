import type { Language } from '../../../shared/i18n/locales';

/**
 * Shared shape for the static legal pages (Terms of Service, Privacy Policy).
 * Content lives in plain data modules so pages can render it consistently: one document per
 * language, each read whole (issue 59), rather than a catalog message per paragraph, so the
 * English legal text stays out of the catalog every page of the app loads.
 */

export type LegalSection = {
  id: string;
  heading: string;
  paragraphs: string[];
  items?: string[];
};

export type LegalDocument = {
  title: string;
  /** A calendar day, 'yyyy-MM-dd', written in the reader's conventions. */
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
};

/** A legal page's document in each language; the English one governs (the page says so). */
export type LegalDocuments = Record<Language, LegalDocument>;
