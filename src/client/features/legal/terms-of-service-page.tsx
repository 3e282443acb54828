import { LegalPage } from './legal-page';
import { termsOfService } from './terms-of-service-content';

export function TermsOfServicePage() {
  return <LegalPage document={termsOfService} />;
}
