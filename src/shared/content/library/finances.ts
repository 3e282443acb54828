import type { LibraryEntry } from './library-entry';
import { sources } from './sources';

// Financial Management: money in one place, paying for care, benefits and protection from scams.
// General guidance, not financial or tax advice: tasks point to advisors and attorneys.

export const financesTasks: readonly LibraryEntry[] = [
  {
    key: 'meet-financial-advisor',
    categoryId: 'finances',
    title: 'Meet with a financial advisor',
    description:
      'Get professional help planning how savings and income will cover care costs over the coming years. A good advisor can help you avoid costly mistakes with taxes and investments.',
    guidance:
      'Look for an advisor who acts as a fiduciary, meaning they must put your loved one’s interests first, and ask exactly how they are paid (flat fee, hourly, percentage of assets or commissions). Check their record for free on FINRA BrokerCheck and the SEC’s Investment Adviser Public Disclosure site. Bring recent statements for bank, retirement and investment accounts, plus Social Security, pension and insurance details. For Medicaid or long-term care planning, an advisor should work alongside an elder law attorney rather than replace one.',
    subtasks: [
      'Gather recent account and income statements',
      'Find two or three fee-transparent fiduciary advisors',
      'Check each advisor’s record on BrokerCheck',
      'Prepare questions about care costs and income',
      'Schedule the first meeting',
    ],
    stage: 'early_planning',
    references: [sources.brokerCheck, sources.adviserDisclosure, sources.cfpbSomeoneElsesMoney],
    hasVideo: false,
    starter: true,
    printable: {
      position: 5,
      title: 'Meet with a financial advisor',
      detail: 'Plan how to pay for long-term care and make the savings last.',
    },
  },
  {
    key: 'create-care-budget',
    categoryId: 'finances',
    title: 'Create a budget for care costs',
    description:
      'Map out monthly income and expenses, including current and expected care costs. A clear budget shows how long savings can last and when to look for extra help.',
    guidance:
      'List all income, such as Social Security, pensions, annuities and retirement account withdrawals, alongside housing, medical, insurance and everyday costs. Care costs add up quickly: in-home aides often charge $30 or more an hour (2024), and assisted living and nursing homes can cost thousands of dollars a month. Medicare does not pay for long-term custodial care, so check whether your loved one has a long-term care insurance policy and note its daily benefit, waiting period and how to file a claim. Revisit the budget every few months or whenever care needs change.',
    subtasks: [
      'List all monthly income sources',
      'List current monthly expenses',
      'Estimate care costs for the next year',
      'Check any long-term care insurance policy',
      'Agree how family members will share costs and bill paying',
    ],
    stage: 'early_planning',
    references: [sources.cfpbSomeoneElsesMoney, sources.eldercareLocator],
    hasVideo: true,
    starter: true,
    printable: {
      position: 2,
      title: 'Estimate monthly care costs and build a budget',
      detail: 'Compare what care will cost with the income and savings available.',
    },
  },
  {
    key: 'review-benefits-eligibility',
    categoryId: 'finances',
    title: 'Check eligibility for benefits (VA, Medicaid and more)',
    description:
      'Find out which public benefits and programs your loved one may qualify for. Many families miss help they are entitled to, from food and energy assistance to long-term care coverage.',
    guidance:
      'The National Council on Aging’s free BenefitsCheckUp tool and your Area Agency on Aging (Eldercare Locator, 1-800-677-1116) can help you screen for programs. Wartime veterans and surviving spouses who need help with daily activities may qualify for VA pension with Aid & Attendance. Accredited Veterans Service Officers help with claims for free, so be wary of anyone who charges to file. Medicaid rules vary by state, and for long-term care most states review asset transfers made in the past five years. Before moving or giving away assets, ask an elder law attorney.',
    subtasks: [
      'Run a benefits screening with BenefitsCheckUp or the Area Agency on Aging',
      'Gather proof of income, assets and military service',
      'Contact a Veterans Service Officer if your loved one served',
      'Ask an elder law attorney about Medicaid planning',
    ],
    stage: 'early_planning',
    references: [sources.benefitsCheckUp, sources.eldercareLocator, sources.vaPension],
    hasVideo: false,
    starter: true,
    printable: {
      position: 4,
      title: 'Check eligibility for benefits',
      detail: 'VA benefits, Medicaid, SSI and local programs can help pay for care.',
    },
    fits: ['limited_income', 'veteran'],
  },
  {
    key: 'gather-financial-inventory',
    categoryId: 'finances',
    title: 'Gather accounts, income and debts in one place',
    description:
      'Make one list of your loved one’s money: where it comes from, where it is kept and what is owed. You cannot plan for care, or step in during a crisis, without it.',
    guidance:
      'List bank and retirement accounts, pensions, Social Security, annuities, property, loans, credit cards and insurance policies, with contact numbers but not full account numbers or passwords. Recent statements, tax returns and mail are the best clues to accounts you do not know about. A my Social Security account shows benefit amounts and payment details. A free credit report from AnnualCreditReport.com lists loans and cards in your loved one’s name. Keep the list somewhere safe and agree who may see it.',
    subtasks: [
      'Collect recent statements and the last tax return',
      'List income, accounts, property and debts',
      'Check a free credit report for unknown debts',
      'Note where the safe deposit box and keys are',
      'Store the list securely and agree who may see it',
    ],
    stage: 'early_planning',
    references: [sources.cfpbSomeoneElsesMoney, sources.ssaMyAccount, sources.annualCreditReport],
    hasVideo: false,
    printable: {
      position: 1,
      title: 'Gather accounts, income and debts in one place',
      detail: 'Bank and retirement accounts, pensions, Social Security, loans and insurance.',
    },
    fits: ['money_papers_missing', 'long_distance'],
  },
  {
    key: 'set-up-bill-pay-and-scam-protection',
    categoryId: 'finances',
    title: 'Set up automatic bill pay and scam protection',
    description:
      'Make sure important bills are paid on time and that someone notices unusual activity. Missed payments and scams are common problems when memory or health starts to slip.',
    guidance:
      'Set up automatic payments for essential bills such as housing, utilities and insurance, and turn on account alerts for large withdrawals. Ask the bank about view-only access or other ways to help without becoming a joint owner, since joint ownership can have legal and tax effects. Talk with your loved one about common scams: callers who claim to be from the government, a grandchild in trouble, or a prize that needs a fee. No real agency asks to be paid in gift cards, wire transfers or cryptocurrency. Add their number to the National Do Not Call Registry to cut down on sales calls.',
    subtasks: [
      'Set up automatic payments for key bills',
      'Turn on alerts for large or unusual charges',
      'Ask the bank about safe ways for you to help',
      'Talk about common scams and what to do',
      'Register phone numbers on the Do Not Call list',
    ],
    stage: 'early_planning',
    references: [sources.cfpbSomeoneElsesMoney, sources.ftcConsumer],
    hasVideo: false,
    printable: {
      position: 3,
      title: 'Set up automatic bill pay and scam protection',
      detail: 'Avoid missed payments and watch for unusual charges or calls asking for money.',
    },
    fits: ['lives_alone', 'memory_concerns'],
  },
  {
    key: 'become-representative-payee',
    categoryId: 'finances',
    title: 'Become a representative payee if needed',
    description:
      'Apply to manage your loved one’s Social Security or SSI payments if they can no longer do it themselves. Social Security does not accept a power of attorney for this.',
    guidance:
      'Contact Social Security to ask about becoming a representative payee; there is no fee to apply, and they will usually want to interview you. As payee you must spend the money on your loved one’s needs, keep it apart from your own money and keep records. You may have to report each year on how the money was used. VA benefits have a similar role, called a VA fiduciary, which the VA appoints. A power of attorney still matters for bank accounts and other money.',
    subtasks: [
      'Call or visit Social Security to ask about becoming payee',
      'Open a payee account in your loved one’s name',
      'Keep receipts and a simple record of spending',
      'Ask the VA about a fiduciary if VA benefits are paid',
    ],
    stage: 'care_transitions',
    references: [sources.ssaPayee, sources.cfpbSomeoneElsesMoney, sources.va],
    hasVideo: false,
    fits: ['memory_concerns'],
  },
  {
    key: 'learn-money-manager-duties',
    categoryId: 'finances',
    title: 'Learn your duties when managing someone else’s money',
    description:
      'Understand the rules you must follow as an agent, payee, trustee or guardian. Following them protects your loved one and protects you from blame later.',
    guidance:
      'Whatever your role, you must act only in your loved one’s interest and manage their money carefully. Keep their money separate from yours, never mix accounts, and keep receipts and records of every payment. Paying yourself or giving gifts is only allowed if the document or a court allows it, so check with an attorney first. The CFPB’s free guides for financial caregivers explain each role in plain language. Watch out for scams aimed at the money you now manage.',
    subtasks: [
      'Read the CFPB guide for your role',
      'Keep your loved one’s money in separate accounts',
      'Record every payment and keep receipts',
      'Ask an attorney before paying yourself or giving gifts',
    ],
    stage: 'care_transitions',
    references: [sources.cfpbSomeoneElsesMoney],
    hasVideo: false,
    fits: ['family_helps', 'sole_caregiver'],
  },
  {
    key: 'review-insurance-policies',
    categoryId: 'finances',
    title: 'Review insurance policies',
    description:
      'Check every insurance policy your loved one has, what it costs and what it covers. A lapsed policy or a missed benefit can cost the family a great deal.',
    guidance:
      'Look at health, Medicare supplement, long-term care, life, home, car and any burial policies. Note premiums, due dates, beneficiaries and claim phone numbers. Ask each insurer whether you can be named to get a notice if a premium is missed, so a policy does not lapse by accident. Some life insurance policies can help pay for care through early benefits or a sale, but the choices are complex, so talk to a financial advisor first. Cancel coverage that is no longer needed only after checking with an advisor.',
    subtasks: [
      'Collect all insurance policies',
      'List premiums, due dates and beneficiaries',
      'Ask to be named for missed-payment notices',
      'Ask an advisor about policies that may help pay for care',
    ],
    stage: 'early_planning',
    references: [sources.cfpb, sources.shipHelp],
    hasVideo: false,
    fits: ['money_papers_missing'],
  },
  {
    key: 'file-long-term-care-insurance-claim',
    categoryId: 'finances',
    title: 'File a long-term care insurance claim',
    description:
      'Start a claim as soon as your loved one may qualify, so the policy begins paying toward care. Claims take time, and waiting periods usually start only once the insurer is told.',
    guidance:
      'Read the policy for its benefit triggers, which often require needing help with two or more daily activities or having a serious memory problem. Most policies have a waiting period, often 30 to 100 days, before payments start, and some only pay for licensed providers. Call the insurer to open the claim and ask what forms, doctor statements and care plans they need. Keep copies of everything you send and write down every call. Ask whether premiums stop while benefits are being paid.',
    subtasks: [
      'Find the policy and read the benefit triggers',
      'Call the insurer to open a claim',
      'Get the doctor’s statement and care plan',
      'Send the forms and keep copies',
      'Track the waiting period and payments',
    ],
    stage: 'care_transitions',
    references: [sources.cfpb, sources.eldercareLocator],
    hasVideo: false,
    fits: ['paid_help', 'lives_in_facility'],
  },
  {
    key: 'learn-medicaid-long-term-care',
    categoryId: 'finances',
    title: 'Learn how Medicaid can pay for long-term care',
    description:
      'Find out how your state’s Medicaid program helps pay for nursing home care or care at home. Medicaid pays for much of the long-term care in the US, but its rules are strict.',
    guidance:
      'Each state sets its own income and asset limits, and many states also have programs that pay for care at home or in assisted living. For long-term care, most states review gifts and transfers made in the five years before applying, which can delay coverage. There are protections that let a spouse at home keep some income and assets. States may also try to recover care costs from an estate after death. Because the rules are complex and change, talk to an elder law attorney before moving money, and be wary of anyone selling products as “Medicaid planning”.',
    subtasks: [
      'Look up your state Medicaid office',
      'List income, assets and any gifts made in recent years',
      'Ask about programs for care at home',
      'Meet an elder law attorney before moving money',
    ],
    stage: 'early_planning',
    references: [sources.medicaid, sources.eldercareLocator, sources.naela],
    hasVideo: false,
    fits: ['limited_income'],
  },
  {
    key: 'get-help-with-taxes',
    categoryId: 'finances',
    title: 'Get help with your loved one’s taxes',
    description:
      'Make sure tax returns are filed and that your loved one, and you, get the tax breaks you may qualify for. Care costs can change the tax picture a lot.',
    guidance:
      'Find last year’s return to see what income and accounts were reported. Large medical and care costs may be deductible, and you may be able to claim a parent as a dependent or get a credit for care you pay for while you work. Retirement accounts often require yearly withdrawals after a certain age, and missing one can bring a penalty. The IRS runs free tax help programs for older adults and people with lower incomes. For anything complex, ask a tax professional.',
    subtasks: [
      'Find last year’s tax return and forms',
      'Keep receipts for medical and care costs',
      'Check for required retirement account withdrawals',
      'Book free tax help or a tax professional',
    ],
    stage: 'early_planning',
    references: [sources.irs],
    hasVideo: false,
    fits: ['money_papers_missing'],
  },
  {
    key: 'report-financial-exploitation',
    categoryId: 'finances',
    title: 'Know the signs of financial abuse and how to report it',
    description:
      'Learn the warning signs that someone is taking advantage of your loved one’s money, and where to report it. Acting fast can stop losses and may help recover money.',
    guidance:
      'Warning signs include unpaid bills, missing money or belongings, sudden changes to a will or bank accounts, and a new “friend” who is very involved in money matters. Report suspected abuse to Adult Protective Services, which you can find through the Eldercare Locator, and call the police if a crime may have happened. Tell the bank right away; many banks have staff trained to spot and stop elder fraud. Report scams to the FTC at ReportFraud.ftc.gov. Keep notes, statements and messages as evidence.',
    subtasks: [
      'Learn the common warning signs',
      'Find your local Adult Protective Services',
      'Tell the bank about any suspicious activity',
      'Report scams to the FTC and, if needed, the police',
    ],
    stage: 'advanced_care',
    references: [sources.cfpbSomeoneElsesMoney, sources.eldercareLocator, sources.ftcReportFraud],
    hasVideo: false,
    fits: ['memory_concerns', 'lives_alone'],
  },
  {
    key: 'add-trusted-contact',
    categoryId: 'finances',
    title: 'Add a trusted contact to financial accounts',
    description:
      'Name a trusted person whom the bank or investment firm may call if they are worried about your loved one. It is a simple step that can stop fraud early.',
    guidance:
      'Brokerage firms must ask customers for a trusted contact, and many banks now offer the same. A trusted contact cannot see balances or move money; the firm may simply reach out to them about concerns such as possible fraud or confusion. It is free and takes a few minutes online, by phone or at a branch. Choose someone who is not already named as the power of attorney, if possible, to add a second set of eyes.',
    subtasks: [
      'Choose a trusted contact with your loved one',
      'Add them at each bank and investment firm',
      'Tell the trusted contact what the role means',
    ],
    stage: 'early_planning',
    references: [sources.finra, sources.cfpb],
    hasVideo: false,
    fits: ['lives_alone', 'memory_concerns'],
  },
  {
    key: 'write-caregiver-agreement',
    categoryId: 'finances',
    title: 'Put paid family care in a written agreement',
    description:
      'If your loved one will pay a relative for care, write down the duties, hours and pay. A written agreement prevents family disputes and can matter for Medicaid and taxes.',
    guidance:
      'A caregiver agreement, sometimes called a personal care agreement, lists the care to be given, the schedule and a fair hourly rate for your area. Pay is usually set for care going forward, not for care already given, and the caregiver usually has to report it as income. Without a written agreement, payments to family may be treated as gifts when applying for Medicaid. Some state Medicaid programs and VA programs can pay family caregivers, so ask about them too. An elder law attorney can draft or review the agreement.',
    subtasks: [
      'Agree on duties, hours and a fair rate',
      'Talk it over with the rest of the family',
      'Ask an elder law attorney to draft or review it',
      'Keep time sheets and payment records',
    ],
    stage: 'care_transitions',
    references: [sources.naela, sources.eldercareLocator],
    hasVideo: false,
    fits: ['family_helps', 'lives_with_family'],
  },
  {
    key: 'look-into-tax-and-energy-relief',
    categoryId: 'finances',
    title: 'Look into property tax and energy bill relief',
    description:
      'Check for programs that lower property taxes, heating and cooling bills or phone costs for older adults. Small savings each month add up and help money last longer.',
    guidance:
      'Many states and counties offer property tax exemptions, freezes or deferrals for older or disabled homeowners, often with income limits and yearly deadlines. The federal Low Income Home Energy Assistance Program helps with heating and cooling bills, and weatherization programs can make a home cheaper to run. Utility companies often have discount or payment plans for older customers. BenefitsCheckUp and the Area Agency on Aging can point you to the programs in your area.',
    subtasks: [
      'Ask the county about senior property tax relief',
      'Apply for energy bill help if income is limited',
      'Ask utilities about discounts and payment plans',
      'Note yearly renewal deadlines',
    ],
    stage: 'early_planning',
    references: [sources.benefitsCheckUp, sources.eldercareLocator],
    hasVideo: false,
    fits: ['limited_income', 'owns_home'],
  },
];
