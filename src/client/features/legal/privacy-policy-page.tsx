import { LegalPage } from './legal-page';
import { privacyPolicy } from './privacy-policy-content';
import { privacyPolicyEs } from './privacy-policy-content-es';

export function PrivacyPolicyPage() {
  return <LegalPage documents={{ en: privacyPolicy, es: privacyPolicyEs }} />;
}
