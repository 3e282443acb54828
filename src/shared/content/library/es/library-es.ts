import type { LibraryTranslation } from '../library-translation';
import { careSupportEs } from './care-support';
import { financesEs } from './finances';
import { healthcareEs } from './healthcare';
import { homeSaleEs } from './home-sale';
import { housingEs } from './housing';
import { legalEs } from './legal';
import { personalEs } from './personal';

// The whole library's words in US Spanish (issue 59), by key: one file per category beside it.

export const libraryEs: LibraryTranslation = {
  ...housingEs,
  ...healthcareEs,
  ...financesEs,
  ...legalEs,
  ...homeSaleEs,
  ...careSupportEs,
  ...personalEs,
};
