import type { LegalDocument } from './legal-content';

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  lastUpdated: '2025-04-16',
  intro:
    'These Terms of Service explain the rules for using PlanMyEldercare. We have tried to write them in plain language. Please read them carefully, and if anything is unclear, email us at support@planmyeldercare.com before you continue.',
  sections: [
    {
      id: 'introduction',
      heading: 'Introduction',
      paragraphs: [
        'PlanMyEldercare is an online tool that helps family caregivers organise the many tasks involved in caring for an older relative. It includes a checklist of care tasks grouped into categories, with subtasks, notes, progress tracking, instructional videos and a caregiver community. In these terms, “we”, “us” and “our” mean PlanMyEldercare, and “you” means the person using the service.',
        'By creating an account, signing in, or otherwise using PlanMyEldercare (including the public demo), you agree to these Terms of Service and to our Privacy Policy, which explains how we handle your information. If you do not agree, please do not use the service.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Accounts',
      paragraphs: [
        'To save your own checklist and notes, you need an account. When you create and use an account, you agree to the following:',
        'You are responsible for what happens under your account. If you think someone else has signed in to your account, or you have lost access to your email, contact us right away at support@planmyeldercare.com.',
      ],
      items: [
        'You must be at least 18 years old to create an account or use the service.',
        'The information you give us, such as your name and email address, must be accurate and kept up to date. We send sign-in codes and important notices to this email address, so it needs to be one you can reach.',
        'Keep your password private and do not reuse a password from another website. Never share the sign-in codes we email you; our staff will never ask you for a code or your password.',
        'Each time you sign in, we email you a short one-time code as a second step (two-factor sign-in). Only enter a code on the PlanMyEldercare sign-in page.',
        'An account is for one person. Please do not share your account with others; each family member who wants to use PlanMyEldercare should create their own account.',
        'Each visit to the public demo gets a private copy of the demo plan that no other visitor can see. It is deleted, with everything entered in it, when you leave the demo or it goes unused, so please keep real personal, health, legal and financial information for your own account.',
      ],
    },
    {
      id: 'subscription-plans',
      heading: 'Subscription Plans',
      paragraphs: [
        'PlanMyEldercare offers a free Basic plan and a paid Premium plan. Premium can be bought in two ways. Prices are in US dollars and are shown again before you pay. Any sales tax that applies will be shown at checkout.',
        'Payments are handled by an external checkout provider, not by PlanMyEldercare. When you buy Premium, you will be taken to their secure checkout page, and their own terms and privacy policy also apply to your payment. We do not receive or store your full card number.',
        '30-day money-back guarantee: if you are not happy with Premium for any reason, email support@planmyeldercare.com within 30 days of your first Premium payment and we will refund that payment in full. After the 30 days, payments are not refundable except where the law requires otherwise. If you get a refund, your account returns to the Basic plan.',
      ],
      items: [
        'Basic (free): create an account, use the core eldercare checklist, track your progress, keep notes, and take part in the general community.',
        'Premium Monthly ($12 per month): charged every month until you cancel. You can cancel at any time; there is no cancellation fee, and you keep Premium until the end of the month you have already paid for.',
        'Premium Lifetime ($147, one-time): a single payment with no recurring charges. It gives you Premium for as long as PlanMyEldercare offers the service and your account remains in good standing.',
        'Premium adds: the full instructional video library, premium community topics, the full step-by-step content for every task, and expert Q&A. Answers in expert Q&A are general information, not advice about your relative’s specific situation.',
      ],
    },
    {
      id: 'hipaa',
      heading: 'HIPAA',
      paragraphs: [
        'HIPAA is a US law that protects health information held by doctors, hospitals, health insurers and the companies that work on their behalf. PlanMyEldercare is not a health care provider, health plan or health care clearinghouse, and we do not act on behalf of your relative’s doctors or insurers. This means HIPAA generally does not apply to the information you enter in PlanMyEldercare, and we do not claim to be “HIPAA certified” (there is no official government HIPAA certification). Even so, we know that care notes can be very personal, so we follow HIPAA-aligned practices: we apply safeguards modelled on the HIPAA Security Rule, including encryption of data in transit, access controls, audit logging of account and security events, and two-factor sign-in. Our Privacy Policy describes these safeguards in more detail.',
        'PlanMyEldercare is an organising tool. Nothing in the service, including task content, videos, community posts and expert Q&A, is medical, legal or financial advice, and it does not create a doctor-patient, lawyer-client or other professional relationship. Always consult qualified professionals, such as your relative’s doctor, an elder law attorney or a financial adviser, before making important decisions. In an emergency, call 911.',
      ],
    },
    {
      id: 'modifications',
      heading: 'Modifications',
      paragraphs: [
        'We may update these terms from time to time, for example when we add features or when the law changes. If we make an important change, we will tell you by email or with a notice in the app before the change takes effect, and we will update the “Last updated” date at the top of this page. If you keep using PlanMyEldercare after a change takes effect, you accept the updated terms. If you do not agree, you can stop using the service and delete your account.',
        'We are always working to improve PlanMyEldercare, so we may add, change or remove features. If we make a change that significantly reduces what Premium includes, or if we ever decide to shut down the service, we will give you reasonable advance notice by email or in the app and a chance to export your information.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable Use',
      paragraphs: [
        'We want PlanMyEldercare, and especially the community, to be a safe and supportive place. When using the service, you agree not to:',
        'We may remove content or suspend or close accounts that break these rules. Where reasonable, we will tell you why and give you a chance to respond.',
      ],
      items: [
        'Post content that is abusive, harassing, hateful, misleading or illegal, or that shares someone else’s private information without permission.',
        'Advertise, spam, or try to sell products or services to other members.',
        'Try to access other people’s accounts or data, or interfere with the security or running of the service.',
        'Copy, scrape or resell our task content or videos without our written permission.',
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of Liability',
      paragraphs: [
        'We work hard to keep PlanMyEldercare accurate, available and secure, but we provide it “as is” and cannot promise that it will always be error-free or uninterrupted, or that the content covers every situation. Please keep your own copies of truly critical documents and information.',
        'To the fullest extent the law allows, PlanMyEldercare will not be liable for indirect or consequential losses, and our total liability to you for any claim is limited to the amount you paid us in the 12 months before the claim (or $50 if you have not paid us anything). Some states do not allow these limits, so they may not apply to you. Nothing in these terms limits rights you have under the law that cannot be waived.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing Law',
      paragraphs: [
        'These terms are governed by the laws of the United States and the State of Delaware, without regard to conflict-of-law rules. This does not take away any protection you have under the consumer protection laws of the state where you live.',
        'If you have a concern, please contact us first. Most problems can be solved quickly by email, and we will do our best to help.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: [
        'If you have questions about these terms, need help with your account, or want to request a refund, email us at support@planmyeldercare.com. We aim to reply within a few business days.',
      ],
    },
  ],
};
