/**
 * Default eldercare task library: the categories and starter tasks offered to every family.
 *
 * This is general, US-focused guidance for family caregivers. It is not legal, medical, tax or
 * financial advice; tasks point people to the right professionals where that matters.
 */

import type { CategoryId } from './category-ids';

export type { CategoryId } from './category-ids';

export type CategoryIcon =
  | 'home'
  | 'heart-pulse'
  | 'banknote'
  | 'scale'
  | 'building'
  | 'helping-hand'
  | 'heart';

export type Category = {
  id: CategoryId;
  name: string;
  icon: CategoryIcon;
  description: string;
  /** Hex color with at least 4.5:1 contrast against white (both ways round). */
  color: string;
};

export const categories: readonly Category[] = [
  {
    id: 'housing',
    name: 'Housing & Living Arrangements',
    icon: 'home',
    description:
      'Decide where your loved one will live safely and comfortably, whether that is at home, with family or in a care community.',
    color: '#1d4ed8',
  },
  {
    id: 'healthcare',
    name: 'Healthcare Management',
    icon: 'heart-pulse',
    description:
      'Keep track of doctors, medications, insurance and medical records so care stays organized and nothing slips through the cracks.',
    color: '#b91c1c',
  },
  {
    id: 'finances',
    name: 'Financial Management',
    icon: 'banknote',
    description:
      'Understand income, savings and care costs, and find the benefits and professional help that can make the money last.',
    color: '#047857',
  },
  {
    id: 'legal',
    name: 'Legal Affairs',
    icon: 'scale',
    description:
      'Put the key legal documents in place so the right people can make decisions if your loved one cannot.',
    color: '#6d28d9',
  },
  {
    id: 'home_sale',
    name: 'Home Sale & Transition',
    icon: 'building',
    description:
      'Sort belongings, prepare and sell the family home, and plan a calm, well-organized move.',
    color: '#b45309',
  },
  {
    id: 'care_support',
    name: 'Care & Support Services',
    icon: 'helping-hand',
    description:
      'Find in-home help, day programs, respite and support for you as a caregiver, so no one has to do it all alone.',
    color: '#0f766e',
  },
  {
    id: 'personal',
    name: 'Personal Wishes & Arrangements',
    icon: 'heart',
    description:
      'Capture what matters most to your loved one, from everyday preferences to end-of-life wishes, while there’s time to ask.',
    color: '#be185d',
  },
];

export type LibraryTask = {
  /** Stable kebab-case slug, unique across the library. */
  key: string;
  categoryId: CategoryId;
  title: string;
  /** 1-2 sentences: what and why. */
  description: string;
  /**
   * 2-5 sentences of practical guidance: the app's advice, shown read-only beside a family's own
   * notes and never copied into them (decision record 094).
   */
  guidance: string;
  /** 3 to 5 short action titles. */
  subtasks: string[];
  /** Whether an instructional video exists for this task. */
  hasVideo: boolean;
};

export const taskLibrary: readonly LibraryTask[] = [
  // Housing & Living Arrangements (4)
  {
    key: 'discuss-living-preferences',
    categoryId: 'housing',
    title: 'Talk about living preferences and housing options',
    description:
      'Have an open family conversation about where your loved one wants to live now and what would need to change if their needs grow. Knowing their wishes early makes later decisions less rushed and less stressful.',
    guidance:
      'Common options include staying at home with help, moving in with family, independent living, assisted living, memory care, a nursing home or a continuing care retirement community. Let your loved one lead the conversation and talk about what feels non-negotiable to them, such as staying near friends, a pet or their place of worship. Medicare does not pay for long-term custodial care or assisted living room and board, so cost is part of the picture. Your local Area Agency on Aging can explain what is available nearby; find it through the Eldercare Locator at 1-800-677-1116 or eldercare.acl.gov.',
    subtasks: [
      'Ask your loved one what matters most about where they live',
      'List current and likely future care needs',
      'Compare housing options and rough costs',
      'Agree on signs that would prompt a move',
    ],
    hasVideo: false,
  },
  {
    key: 'research-assisted-living',
    categoryId: 'housing',
    title: 'Research assisted living communities',
    description:
      'Find and compare assisted living communities that fit your loved one’s needs, location and budget. Starting early gives you time to visit and avoids choosing in a crisis.',
    guidance:
      'Assisted living is usually paid for privately and often costs $5,000 or more a month, with extra fees for higher levels of care; Medicare does not cover it, though some state Medicaid waiver programs help with care services. Assisted living is licensed by each state, so look up recent inspection reports through your state’s licensing agency. Your state long-term care ombudsman program advocates for residents and can talk with you about what to look for. On tours, ask about staff-to-resident ratios, how care levels and prices change, what happens if needs increase, and the move-out or discharge policy, and visit at a mealtime if you can.',
    subtasks: [
      'Write down the care, location and budget needs',
      'Shortlist three to five communities',
      'Tour each one and ask about fees and staffing',
      'Check state inspection reports',
      'Review the contract before signing',
    ],
    hasVideo: true,
  },
  {
    key: 'home-safety-assessment',
    categoryId: 'housing',
    title: 'Do a home safety assessment',
    description:
      'Walk through the home to spot and fix fall risks and other hazards. Falls are the leading cause of injury for adults 65 and older, and many are preventable.',
    guidance:
      'Look for loose rugs, clutter on floors, poor lighting, missing handrails on stairs and slippery bathroom floors, and test smoke and carbon monoxide detectors. The CDC’s free “Check for Safety” checklist (part of its STEADI program) is a good room-by-room guide. Ask your loved one’s doctor about a referral to an occupational therapist for a home safety evaluation; when it is medically necessary, Medicare Part B may help pay. A medical alert device can bring help quickly after a fall, but it is usually a private monthly cost that Original Medicare does not cover.',
    subtasks: [
      'Walk through each room and note hazards',
      'Remove trip hazards and improve lighting',
      'Install grab bars and stair handrails',
      'Test smoke and carbon monoxide detectors',
      'Ask the doctor about an occupational therapy home visit',
    ],
    hasVideo: true,
  },
  {
    key: 'evaluate-aging-in-place-modifications',
    categoryId: 'housing',
    title: 'Evaluate aging-in-place home modifications',
    description:
      'Decide which changes, such as a ramp, stair lift or walk-in shower, would let your loved one stay at home safely for longer. Planning ahead helps you budget and avoid rushed, costly work.',
    guidance:
      'Small changes like grab bars, lever door handles and brighter lighting are inexpensive, while ramps, stair lifts and bathroom remodels can cost thousands of dollars, so get at least two written quotes. Look for contractors with the Certified Aging-in-Place Specialist (CAPS) designation, and always check licenses and references. Your Area Agency on Aging may know of local repair or modification programs; low-income homeowners aged 62 and over in rural areas may qualify for USDA Section 504 home repair grants. Veterans should ask the VA about home improvement grants such as HISA.',
    subtasks: [
      'List daily tasks that are getting harder at home',
      'Get advice from an occupational therapist or CAPS contractor',
      'Collect written quotes for the changes',
      'Check for local, USDA or VA funding help',
    ],
    hasVideo: false,
  },

  // Healthcare Management (3)
  {
    key: 'organize-medical-documents',
    categoryId: 'healthcare',
    title: 'Organize medical records and information',
    description:
      'Gather health information into one place you can grab in an emergency. Having diagnoses, doctors, medications and insurance details ready saves time and prevents mistakes.',
    guidance:
      'Create a one-page health summary with diagnoses, allergies, current medications, doctors’ contact details and insurance numbers, and keep copies of insurance cards and any advance directive with it. Ask your loved one to sign a HIPAA authorization at each doctor’s office so staff can talk with you, and ask to be added as a proxy on their patient portals. Under HIPAA, patients have the right to get copies of their records, though providers may charge a reasonable fee. Keep one paper binder at home and a secure digital copy that trusted family members can reach.',
    subtasks: [
      'Make a one-page health summary',
      'Collect insurance cards and recent test results',
      'Get HIPAA authorizations signed for each provider',
      'Set up patient portal access',
      'Store copies in a binder and a secure digital folder',
    ],
    hasVideo: true,
  },
  {
    key: 'medication-management',
    categoryId: 'healthcare',
    title: 'Set up a medication management system',
    description:
      'Make sure medicines are taken correctly and on time, and that the full list is reviewed regularly. Medication mix-ups are a common and avoidable cause of harm for older adults.',
    guidance:
      'Keep an up-to-date list of every prescription, over-the-counter medicine, vitamin and supplement, with doses and times. Bring all bottles to a doctor or pharmacist for a “brown bag” review to check for duplicates and interactions; Medicare Part D plans offer a free Medication Therapy Management review to members who qualify. Weekly pill organizers, blister packs from the pharmacy, alarms or automatic dispensers can help, and using one pharmacy makes interaction checks easier. Dispose of old medicines at a pharmacy drop-off kiosk or a DEA National Prescription Drug Take Back Day event.',
    subtasks: [
      'Write a complete medication list',
      'Schedule a medication review with a pharmacist or doctor',
      'Set up a pill organizer or reminder system',
      'Safely dispose of expired or stopped medicines',
    ],
    hasVideo: true,
  },
  {
    key: 'review-medicare-coverage',
    categoryId: 'healthcare',
    title: 'Review Medicare coverage and plan options',
    description:
      'Check that your loved one’s Medicare coverage still fits their doctors, prescriptions and budget. Plans change every year, and the right choice can save a lot of money.',
    guidance:
      'During Medicare Open Enrollment, October 15 to December 7 each year, people can switch between Original Medicare and Medicare Advantage and change Part D drug plans. Use the Plan Finder at medicare.gov or call 1-800-MEDICARE (1-800-633-4227) to compare plans using their actual prescriptions. Your State Health Insurance Assistance Program (SHIP) offers free, unbiased one-on-one Medicare counseling. If income is limited, ask about Extra Help with drug costs through Social Security and Medicare Savings Programs through your state Medicaid office.',
    subtasks: [
      'Gather current Medicare cards and plan documents',
      'Check that doctors and prescriptions are covered',
      'Compare plans before Open Enrollment ends',
      'Book a free SHIP counseling session',
      'Check eligibility for Extra Help or Medicare Savings Programs',
    ],
    hasVideo: false,
  },

  // Financial Management (3)
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
    hasVideo: false,
  },
  {
    key: 'create-care-budget',
    categoryId: 'finances',
    title: 'Create a budget for care costs',
    description:
      'Map out monthly income and expenses, including current and expected care costs. A clear budget shows how long savings can last and when to look for extra help.',
    guidance:
      'List all income, such as Social Security, pensions, annuities and retirement account withdrawals, alongside housing, medical, insurance and everyday costs. Care costs add up quickly: in-home aides often charge $30 or more an hour, and assisted living and nursing homes can cost thousands of dollars a month. Medicare does not pay for long-term custodial care, so check whether your loved one has a long-term care insurance policy and note its daily benefit, waiting period and how to file a claim. Revisit the budget every few months or whenever care needs change.',
    subtasks: [
      'List all monthly income sources',
      'List current monthly expenses',
      'Estimate care costs for the next year',
      'Check any long-term care insurance policy',
      'Agree how family members will share costs and bill paying',
    ],
    hasVideo: true,
  },
  {
    key: 'review-benefits-eligibility',
    categoryId: 'finances',
    title: 'Check eligibility for benefits (VA, Medicaid and more)',
    description:
      'Find out which public benefits and programs your loved one may qualify for. Many families miss help they are entitled to, from food and energy assistance to long-term care coverage.',
    guidance:
      'The National Council on Aging’s free BenefitsCheckUp tool and your Area Agency on Aging (Eldercare Locator, 1-800-677-1116) can help you screen for programs. Wartime veterans and surviving spouses who need help with daily activities may qualify for VA pension with Aid & Attendance; accredited Veterans Service Officers help with claims for free, so be wary of anyone who charges to file. Medicaid rules vary by state, and for long-term care most states review asset transfers made in the past five years. Before moving or giving away assets, ask an elder law attorney.',
    subtasks: [
      'Run a benefits screening with BenefitsCheckUp or the Area Agency on Aging',
      'Gather proof of income, assets and military service',
      'Contact a Veterans Service Officer if your loved one served',
      'Ask an elder law attorney about Medicaid planning',
    ],
    hasVideo: false,
  },

  // Legal Affairs (3)
  {
    key: 'establish-power-of-attorney',
    categoryId: 'legal',
    title: 'Establish a durable power of attorney',
    description:
      'Name a trusted person to handle money and legal matters if your loved one cannot. Without one, the family may need to go to court for a guardianship or conservatorship.',
    guidance:
      'A durable power of attorney must be signed while your loved one still has the capacity to understand it, and the rules differ by state, so ask an elder law attorney to prepare or review it. Your Area Agency on Aging can point you to free or low-cost legal help for people 60 and over. Give copies to banks and brokerages ahead of time, since some ask to review the document or use their own forms. Social Security and the VA do not accept a power of attorney for benefits; they use a representative payee or fiduciary instead.',
    subtasks: [
      'Choose an agent and a backup agent',
      'Book an appointment with an elder law attorney',
      'Sign the document with the required witnesses or notary',
      'Share copies with banks and financial institutions',
    ],
    hasVideo: true,
  },
  {
    key: 'complete-advance-directive',
    categoryId: 'legal',
    title: 'Complete an advance directive and health care proxy',
    description:
      'Record your loved one’s wishes for medical treatment and name someone to make health decisions if they cannot speak for themselves. This spares family from guessing during a crisis.',
    guidance:
      'An advance directive usually includes a living will (treatment wishes) and a health care power of attorney or proxy (the decision-maker); each state has its own forms and signing rules. Medicare covers advance care planning conversations with a doctor, including as part of the yearly Annual Wellness Visit. For people who are seriously ill or frail, ask the doctor about a POLST form (called MOLST or POST in some states), which turns wishes into medical orders. Give copies to doctors, the hospital and the health care agent, and keep the original somewhere easy to find.',
    subtasks: [
      'Talk through treatment wishes and values',
      'Choose a health care agent and a backup',
      'Complete your state’s advance directive forms',
      'Share copies with doctors and family',
    ],
    hasVideo: true,
  },
  {
    key: 'update-will-and-beneficiaries',
    categoryId: 'legal',
    title: 'Update the will and beneficiary designations',
    description:
      'Make sure the will, any trust and account beneficiaries reflect your loved one’s current wishes. Out-of-date documents can lead to delays, costs and family conflict.',
    guidance:
      'Beneficiary designations on life insurance, retirement accounts and payable-on-death or transfer-on-death accounts usually pass outside the will, so review them together with it. Ask an estate planning or elder law attorney whether a will, trust or other tools make sense, especially if long-term care or Medicaid may be needed. Note where the original signed will is kept and who the executor is. Review everything after major life events such as a death, divorce, marriage or move to another state.',
    subtasks: [
      'Locate the current will and any trust documents',
      'List accounts with named beneficiaries',
      'Review beneficiary designations with your loved one',
      'Meet an estate planning or elder law attorney',
      'Record where the original documents are stored',
    ],
    hasVideo: false,
  },

  // Home Sale & Transition (3)
  {
    key: 'prepare-home-for-sale',
    categoryId: 'home_sale',
    title: 'Prepare the home for sale',
    description:
      'Get the family home ready to sell, from repairs and cleaning to choosing an agent. A well-prepared home usually sells faster and for a better price.',
    guidance:
      'Interview two or three local agents, ask for a comparative market analysis and consider someone with the Seniors Real Estate Specialist (SRES) designation. Focus on low-cost, high-impact work like cleaning, decluttering, fresh paint and small repairs rather than major renovations. A homeowner may be able to exclude up to $250,000 of gain ($500,000 for a married couple) if the home was their main residence for two of the last five years, but talk to a tax professional before selling. Sale proceeds can affect Medicaid eligibility, and if you are selling under a power of attorney, confirm it covers real estate, so check with an elder law attorney first.',
    subtasks: [
      'Interview real estate agents and get a price estimate',
      'Make small repairs and deep clean',
      'Declutter and stage the main rooms',
      'Check tax and Medicaid effects with professionals',
    ],
    hasVideo: true,
  },
  {
    key: 'declutter-and-downsize',
    categoryId: 'home_sale',
    title: 'Declutter and downsize belongings',
    description:
      'Sort a lifetime of belongings into what to keep, give to family, sell, donate or discard. Going slowly and involving your loved one makes this emotional job easier.',
    guidance:
      'Start with the rooms that matter least emotionally, and work in short sessions of a few hours. Let your loved one choose the items that mean the most to them first, then offer heirlooms to family with a simple, fair way to settle who gets what. Estate sale companies usually take a percentage of sales, so compare a few and get the terms in writing; many charities will pick up donations. Shred old financial papers you no longer need, but keep tax returns, property records and legal documents until you have checked with an advisor.',
    subtasks: [
      'Measure the new space to see what will fit',
      'Let your loved one choose must-keep items',
      'Offer heirlooms and keepsakes to family',
      'Arrange sales, donations and disposal',
      'Shred or file old paperwork',
    ],
    hasVideo: false,
  },
  {
    key: 'plan-the-move',
    categoryId: 'home_sale',
    title: 'Plan and coordinate the move',
    description:
      'Organize moving day and the first weeks in the new home. Careful planning helps your loved one feel settled and safe as quickly as possible.',
    guidance:
      'Book licensed movers early and get written estimates, or consider a senior move manager, who specializes in helping older adults downsize and move. Set up the bedroom first with familiar bedding, photos and furniture so the new space feels like home on the first night. File a change of address with the US Postal Service and update Social Security (which also updates Medicare), banks, insurers and the pharmacy. Pack medications, glasses, hearing aids, chargers and important documents in a bag that travels with your loved one, not on the truck.',
    subtasks: [
      'Book movers or a senior move manager',
      'Make a floor plan for the new home',
      'Pack an essentials bag for moving day',
      'Update addresses with USPS, Social Security and others',
    ],
    hasVideo: true,
  },

  // Care & Support Services (3)
  {
    key: 'research-in-home-care',
    categoryId: 'care_support',
    title: 'Research in-home care services',
    description:
      'Explore options for help at home, from a few hours of companionship to daily personal care or skilled nursing. The right support can help your loved one stay home safely for longer.',
    guidance:
      'Medicare may cover part-time home health care, such as nursing or therapy, if a doctor certifies that your loved one is homebound and needs skilled care; compare certified agencies with Care Compare on medicare.gov. Non-medical home care, like help with bathing, meals and housekeeping, is usually paid privately (often $30 or more an hour), though long-term care insurance, state Medicaid programs or the VA may help. Agencies handle background checks, payroll taxes and backup staff, while hiring privately can cost less but makes you an employer. Ask every provider about caregiver screening and training, minimum hours and what happens when an aide is sick.',
    subtasks: [
      'List the tasks and hours where help is needed',
      'Check whether Medicare home health applies',
      'Interview two or three home care agencies',
      'Check references and get a written care plan',
    ],
    hasVideo: true,
  },
  {
    key: 'explore-adult-day-and-respite',
    categoryId: 'care_support',
    title: 'Explore adult day programs and respite care',
    description:
      'Find programs that offer your loved one social time and supervision while giving family caregivers a regular break. Planned breaks help prevent burnout.',
    guidance:
      'Adult day programs provide activities, meals and supervision during the day, and some offer health services or specialize in dementia; they usually cost much less per day than a full day of in-home care. Respite care can be a few hours of in-home help or a short stay in an assisted living community or nursing home. Your Area Agency on Aging runs the National Family Caregiver Support Program and may help fund respite; call the Eldercare Locator at 1-800-677-1116. State Medicaid waiver programs and the VA may also cover adult day or respite care, and Medicare covers short inpatient respite stays for people on hospice.',
    subtasks: [
      'Find adult day programs near home',
      'Visit a program with your loved one',
      'Ask the Area Agency on Aging about respite funding',
      'Book a trial day or first respite break',
    ],
    hasVideo: false,
  },
  {
    key: 'find-caregiver-support',
    categoryId: 'care_support',
    title: 'Find support for yourself as a caregiver',
    description:
      'Line up help, information and emotional support for the people doing the caregiving. Looking after yourself makes it possible to keep caring for someone else.',
    guidance:
      'Caregiver support groups, in person or online, are offered by hospitals, Area Agencies on Aging and disease organizations; the Alzheimer’s Association 24/7 Helpline is 1-800-272-3900. If you work, the federal Family and Medical Leave Act may give eligible employees up to 12 weeks of unpaid, job-protected leave a year to care for a parent or spouse, and some states offer paid family leave. If you live far away or feel overwhelmed, an Aging Life Care Professional (geriatric care manager) can assess needs and coordinate services for a fee. Share tasks among family members and talk to your own doctor if stress is affecting your health.',
    subtasks: [
      'Join a caregiver support group',
      'Ask your employer about family leave options',
      'Share a task list with other family members',
      'Consider a geriatric care manager',
    ],
    hasVideo: false,
  },

  // Personal Wishes & Arrangements (3)
  {
    key: 'discuss-funeral-preferences',
    categoryId: 'personal',
    title: 'Discuss funeral and memorial preferences',
    description:
      'Talk with your loved one about how they would like to be remembered, including burial or cremation and the kind of service they want. Knowing their wishes eases decisions and stress for the family later.',
    guidance:
      'Cover burial or cremation, religious or cultural traditions, the type of service, music or readings, and who should be told. The FTC Funeral Rule requires funeral homes to give you an itemized price list and lets you choose only the goods and services you want, so compare a few providers. If you consider a prepaid plan, ask in writing what happens if the funeral home closes or your loved one moves. Eligible veterans can be buried in a VA national cemetery with a headstone and burial flag at no cost, and the VA can confirm eligibility in advance.',
    subtasks: [
      'Talk about burial, cremation and service wishes',
      'Write the preferences down and share them',
      'Compare price lists from two or three funeral homes',
      'Check veterans burial benefits if eligible',
    ],
    hasVideo: true,
  },
  {
    key: 'record-life-story-and-wishes',
    categoryId: 'personal',
    title: 'Record life story, values and daily preferences',
    description:
      'Capture your loved one’s stories, values and everyday likes and dislikes in their own words. This preserves family history and helps every future caregiver treat them as the person they are.',
    guidance:
      'Record conversations on a phone, or use a simple question list about childhood, work, family and proudest moments. Write a one-page “About me” with favorite foods, routines, music and what comforts or upsets them, and share it with care staff or a new community. Talk about what matters most if health declines; free guides such as The Conversation Project can help start the conversation. Label old photos with names and dates while your loved one can still identify who is in them.',
    subtasks: [
      'Record a conversation about their life story',
      'Write a one-page “About me” for caregivers',
      'Label family photos with names and dates',
      'Save copies where family can find them',
    ],
    hasVideo: false,
  },
  {
    key: 'organize-accounts-and-passwords',
    categoryId: 'personal',
    title: 'Organize important accounts and passwords',
    description:
      'Make a secure record of financial, insurance, utility and online accounts, and of what should happen to them. This lets trusted family keep bills paid and close accounts when the time comes.',
    guidance:
      'List bank, investment, insurance, utility, subscription, email and social media accounts, plus where to find statements and who to contact. Store passwords in a password manager, ideally one with an emergency-access feature, or in a sealed document kept in a safe place, never in an email or text. Apple, Google and Facebook let users name a legacy contact or inactive-account manager ahead of time. While you are organizing, consider a free credit freeze with Equifax, Experian and TransUnion to help guard against fraud and scams.',
    subtasks: [
      'List all financial and online accounts',
      'Set up a secure password manager or sealed record',
      'Name legacy contacts on key online accounts',
      'Consider a free credit freeze to prevent fraud',
    ],
    hasVideo: false,
  },
];

const guidanceByKey = new Map(taskLibrary.map((entry) => [entry.key, entry.guidance]));

/**
 * The library's guidance for a task copied from it (by its `libraryKey`), read when a task is
 * read: one source, so a family's plan shows the library's words as they are now. Null for a
 * task the family made, or one whose key the library no longer has.
 */
export function guidanceFor(libraryKey: string | null): string | null {
  return libraryKey === null ? null : (guidanceByKey.get(libraryKey) ?? null);
}
