import type { LegalDocument } from './legal-content';

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: '2025-04-16',
  intro:
    'Caring for a loved one often means keeping track of very personal details. This Privacy Policy explains, in plain language, what information PlanMyEldercare collects, why we collect it, who we share it with, how we protect it, and the choices you have. The short version: we collect only what we need to run the service, we do not sell your information, and we do not use third-party advertising trackers on signed-in pages.',
  sections: [
    {
      id: 'information-we-collect',
      heading: 'Information We Collect',
      paragraphs: [
        'We collect the following kinds of information when you use PlanMyEldercare:',
        'We use one cookie that is strictly necessary: a session cookie that keeps you signed in and protects your account. We do not use advertising cookies. PlanMyEldercare is only for adults, and we do not knowingly collect information from anyone under 18. If we learn that someone under 18 has created an account, we will delete it.',
      ],
      items: [
        'Account information: your email address, your name if you give it, and your password. We never store your password itself, only a strong one-way hash of it (a scrambled version that cannot be turned back into your password).',
        'Care information you enter: your tasks, subtasks, notes and progress. This may include health, legal or financial details about the person you care for. Please only enter information you have the right to share, and only what you find useful.',
        'Community posts: anything you post in the caregiver community can be seen by other members. Please do not post private health or financial details there.',
        'Technical and security information: your IP address, your browser and device type (the “user agent”), sign-in times, and security events such as failed sign-in attempts, password changes and two-factor sign-ins. This is kept in an audit log.',
        'Emails: we send you emails for sign-in codes, to confirm your account and for important service notices. If you email our support team, we keep that conversation so we can help you.',
        'Purchase information: if you buy Premium, the external checkout provider tells us which plan you bought, the amount and the status of the payment. We do not receive or store your full card number.',
      ],
    },
    {
      id: 'how-we-use-your-information',
      heading: 'How We Use Your Information',
      paragraphs: [
        'We use your information only to run and improve PlanMyEldercare and to keep it safe. Specifically, we use it to:',
        'We do not sell your information, and we do not use your care notes to show you advertising. If we ever send optional news emails, you will be able to unsubscribe at any time.',
      ],
      items: [
        'Create your account, sign you in, and send your two-factor sign-in codes.',
        'Save and show your checklist, notes and progress so they are there when you come back.',
        'Give you access to Premium features you have paid for, and handle refunds.',
        'Protect your account and the service, for example by spotting suspicious sign-in attempts and investigating security problems.',
        'Answer your questions and support requests.',
        'Send you important notices, such as changes to our terms or this policy.',
        'Meet our legal obligations, such as keeping purchase records for tax purposes.',
      ],
    },
    {
      id: 'hipaa-practices',
      heading: 'HIPAA Practices',
      paragraphs: [
        'HIPAA is a US law that protects health information held by doctors, hospitals, health insurers and the companies that work on their behalf. PlanMyEldercare is not a health care provider, health plan or health care clearinghouse, and we do not act on behalf of your relative’s doctors or insurers. This means HIPAA generally does not apply to the information you store with us, and we do not claim to be “HIPAA certified” (there is no official government HIPAA certification).',
        'Because we know care notes can be sensitive, we follow HIPAA-aligned practices anyway. We apply safeguards modelled on the HIPAA Security Rule, including encryption of data in transit, access controls that limit who can see your data, audit logging of account actions and security events, and two-factor sign-in. These practices are described in the Data Security section below.',
        'PlanMyEldercare does not give medical, legal or financial advice. Please consult qualified professionals about your relative’s care.',
      ],
    },
    {
      id: 'information-sharing',
      heading: 'Information Sharing',
      paragraphs: [
        'We do not sell, rent or trade your personal information, and we do not share it with advertisers or data brokers. We share information only in these limited situations:',
        'If we receive a legal request for your information, we check that it is valid and share only what is required. Where the law allows, we will tell you about the request before we share anything, so you have a chance to object.',
      ],
      items: [
        'Service providers who help us run PlanMyEldercare: our hosting provider (which stores our servers and database), our email delivery provider (which sends sign-in codes and account emails), and our external checkout provider (which processes payments). They may use your information only to provide their services to us, and must protect it.',
        'Other community members: only the content you choose to post in the community.',
        'When the law requires it: for example, to respond to a valid court order, subpoena or other legal process, or when we believe in good faith that sharing is needed to prevent serious harm to someone.',
        'If PlanMyEldercare is ever sold or merged with another company: your information would continue to be protected by this policy, and we would notify you before it becomes subject to a different privacy policy.',
        'With your permission: in any other case, only if you ask us to or agree to it.',
      ],
    },
    {
      id: 'data-security',
      heading: 'Data Security',
      paragraphs: [
        'We take the security of your information seriously. Our safeguards include:',
        'No online service can promise perfect security. If we learn of a security breach that affects your information, we will notify you and any authorities as required by law. You can help by using a strong, unique password, keeping your email account secure, and signing out on shared computers.',
      ],
      items: [
        'Encryption in transit: all connections to PlanMyEldercare use TLS (the “padlock” in your browser), so information cannot easily be read while it travels over the internet.',
        'Password protection: passwords are stored only as a one-way hash created with Argon2id, a modern method designed to make stolen passwords very hard to crack.',
        'Two-factor sign-in: when you sign in, we email you a one-time code, so a stolen password alone is not enough to get into your account.',
        'Automatic sign-out: your session ends after 15 minutes of inactivity, which helps protect your information if you leave a computer unattended.',
        'Access controls: your care information is visible only to you when you are signed in, and access by our own staff is limited to what is needed to run and support the service.',
        'Audit logs: we record account actions and security events, including the IP address and browser used, so we can detect and investigate suspicious activity.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your Rights',
      paragraphs: [
        'You are in control of your information. To use any of these rights, email support@planmyeldercare.com from the email address on your account. We may need to confirm your identity first, and we will respond within the time the law requires. We will not treat you differently for using your rights.',
        'Depending on where you live, US state privacy laws (such as the California Consumer Privacy Act) may give you additional rights, such as the right to know what personal information we collect and how we use it, and to use an authorized agent to make a request. We honor these rights. We do not sell your personal information or share it for targeted advertising, so there is nothing you need to opt out of.',
        'How long we keep information: we keep your account and care information for as long as your account is open. When you delete your account, we delete your care information and account details from our active systems; copies may remain in backups for a limited time until they are overwritten. We may keep audit log records and purchase records for longer where needed for security, fraud prevention, or legal and tax obligations.',
      ],
      items: [
        'Access: ask for a copy of the personal information we hold about you.',
        'Correction: update your information in your account, or ask us to correct anything that is wrong.',
        'Deletion: delete your account and your information yourself with “Delete my account” on your Profile Settings page, or ask us to do it.',
        'Export: download a copy of your tasks, notes, care profile, the documents you uploaded, your activity and community posts yourself with “Download my data” on your Profile Settings page (one ZIP file of JSON, CSV spreadsheets and your documents, which you can keep or move elsewhere), or ask us for one.',
        'Complaint: if you are unhappy with how we handle your information, please tell us so we can try to fix it. You can also complain to your state attorney general or the US Federal Trade Commission.',
      ],
    },
    {
      id: 'contact-us',
      heading: 'Contact Us',
      paragraphs: [
        'If you have any questions about this Privacy Policy or how we handle your information, or you want to use any of your rights, email us at support@planmyeldercare.com. If we make important changes to this policy, we will tell you by email or with a notice in the app before they take effect, and we will update the “Last updated” date above.',
      ],
    },
  ],
};
