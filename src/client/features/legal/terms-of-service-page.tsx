import { LegalPage } from './legal-page';
import { termsOfService } from './terms-of-service-content';
import { termsOfServiceEs } from './terms-of-service-content-es';

export function TermsOfServicePage() {
  return <LegalPage documents={{ en: termsOfService, es: termsOfServiceEs }} />;
}
