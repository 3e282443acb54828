import { LegalPage } from './legal-page';
import { privacyPolicy } from './privacy-policy-content';

export function PrivacyPolicyPage() {
  return <LegalPage document={privacyPolicy} />;
}
