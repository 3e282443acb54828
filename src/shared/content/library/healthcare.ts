import type { LibraryEntry } from './library-entry';
import { sources } from './sources';

// Healthcare Management: records, medicines, coverage, visits and serious illness.
// General guidance, not medical advice: tasks point to the doctor, pharmacist or plan.

export const healthcareTasks: readonly LibraryEntry[] = [
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
    stage: 'early_planning',
    references: [sources.medicare, sources.niaCaregiving],
    hasVideo: true,
    starter: true,
    printable: {
      position: 1,
      title: 'Write one list of doctors, conditions and allergies',
      detail: 'Keep names, phone numbers and insurance details together and up to date.',
    },
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
    stage: 'advanced_care',
    references: [sources.medicare, sources.niaCaregiving],
    hasVideo: true,
    starter: true,
    printable: {
      position: 2,
      title: 'Make a current medication list',
      detail: 'Include doses and times, and set up a pill organizer or pharmacy packaging.',
    },
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
    stage: 'early_planning',
    references: [sources.medicarePlanFinder, sources.shipHelp],
    hasVideo: false,
    starter: true,
    printable: {
      position: 3,
      title: 'Review Medicare and drug coverage',
      detail: 'Check the plan, supplemental coverage and Part D each year at open enrollment.',
    },
    fits: ['limited_income'],
  },
  {
    key: 'sign-hipaa-authorizations',
    categoryId: 'healthcare',
    title: 'Sign HIPAA authorizations',
    description:
      'Ask your loved one to sign forms that let doctors, hospitals and insurers share information with you. Without them, staff may not be able to talk with family about care.',
    guidance:
      'Each doctor’s office, hospital, pharmacy and health plan usually has its own authorization form, and signing is free. Your loved one chooses who may receive information and can limit what is shared or cancel the form at any time. A health care power of attorney may also give access, but only in the way its wording and your state’s law allow, so a separate authorization is a useful backup. Keep a copy in the medical binder and bring it to new providers. Medicare has its own form for letting someone talk to it on a person’s behalf.',
    subtasks: [
      'List every doctor, hospital, pharmacy and insurer',
      'Ask each one for its authorization form',
      'Help your loved one fill in and sign the forms',
      'Send Medicare its own authorization form',
      'Keep copies in the medical binder',
    ],
    stage: 'early_planning',
    references: [sources.medicare, sources.abaHealthCareDecisions],
    hasVideo: false,
    printable: {
      position: 4,
      title: 'Sign HIPAA authorizations',
      detail: "So doctors and insurers may talk to you about your loved one's care.",
    },
    fits: ['long_distance', 'legal_papers_missing'],
  },
  {
    key: 'keep-appointment-calendar',
    categoryId: 'healthcare',
    title: 'Keep a calendar of appointments and refills',
    description:
      'Track doctor visits, tests and prescription refills in one shared place. It keeps care on schedule and shows the family who is doing what.',
    guidance:
      'Add each appointment with the address, what it is for and who will drive. Note refill dates a week early, and ask the pharmacy about automatic refills or lining up all refills on one day. After each visit, write down any new instructions, tests or follow-ups. Share the calendar with everyone who helps so one person does not carry it all. Many health plans and community groups offer rides to medical visits, so ask before paying for a taxi.',
    subtasks: [
      'Put all upcoming appointments in one calendar',
      'Add refill reminders a week before pills run out',
      'Decide who drives to each appointment',
      'Write down follow-ups after each visit',
      'Share the calendar with the family',
    ],
    stage: 'advanced_care',
    references: [sources.niaCaregiving, sources.eldercareLocator],
    hasVideo: false,
    printable: {
      position: 5,
      title: 'Keep a calendar of appointments and refills',
      detail: 'Note tests, follow-ups and who will drive to each appointment.',
    },
    fits: ['family_helps', 'sole_caregiver'],
  },
  {
    key: 'schedule-yearly-wellness-visit',
    categoryId: 'healthcare',
    title: 'Schedule a yearly wellness visit',
    description:
      'Book Medicare’s yearly wellness visit to review health risks, screenings and plans with the doctor. It is a good moment to raise concerns before they become emergencies.',
    guidance:
      'Medicare Part B covers a yearly wellness visit, usually at no cost when the doctor accepts Medicare. It is a planning visit, not a full physical exam, and it can include a memory check, a falls review and advance care planning. Bring the medication list, a list of other doctors and any questions from the family. Ask the office how the visit will be billed if you also want to discuss a new problem, since that can carry a copay.',
    subtasks: [
      'Call the doctor’s office to book the visit',
      'Bring the medication list and other doctors’ names',
      'Write down questions and concerns beforehand',
      'Ask about screenings and vaccines that are due',
    ],
    stage: 'early_planning',
    references: [sources.medicareWellnessVisit],
    hasVideo: false,
  },
  {
    key: 'prepare-for-doctor-visits',
    categoryId: 'healthcare',
    title: 'Prepare for doctor visits',
    description:
      'Go into each appointment with questions, information and a way to remember the answers. Short visits go further when everyone comes prepared.',
    guidance:
      'Write the three most important questions at the top of a page, and note any changes in sleep, appetite, mood, memory or falls since the last visit. Bring the medication list, insurance cards and glasses or hearing aids. Ask the doctor to explain anything unclear, and ask what to watch for and whom to call after hours. Take notes, or ask if you may record the advice. Check with your loved one before the visit about how much they want you to speak for them.',
    subtasks: [
      'Write the top three questions',
      'Note changes since the last visit',
      'Bring medicines, cards and hearing aids',
      'Take notes on the answers and next steps',
    ],
    stage: 'advanced_care',
    references: [sources.niaHealth, sources.niaCaregiving],
    hasVideo: false,
  },
  {
    key: 'plan-hospital-discharge',
    categoryId: 'healthcare',
    title: 'Plan a safe return home from the hospital',
    description:
      'Take part in discharge planning so your loved one leaves the hospital with the care, equipment and medicines they need. Many problems after a hospital stay start with a rushed discharge.',
    guidance:
      'Ask early whether your loved one is admitted as an inpatient or kept under observation, because it can change what Medicare pays for afterward. Ask what care will be needed at home, who will provide it, and whether home health or a short rehab stay is recommended. Get a written list of medicines that shows what is new, changed or stopped. If you think the discharge is too soon, ask how to appeal; Medicare patients get a written notice that explains their rights. Book a follow-up visit with the regular doctor within a week or two.',
    subtasks: [
      'Ask whether the stay is inpatient or observation',
      'Meet the discharge planner or case manager',
      'Arrange care, equipment and rides for the first days',
      'Get a written list of new and stopped medicines',
      'Book a follow-up with the regular doctor',
    ],
    stage: 'care_transitions',
    references: [sources.medicare, sources.medicareSkilledNursing, sources.medicareHomeHealth],
    hasVideo: false,
    fits: ['recent_hospital_stay'],
  },
  {
    key: 'lower-fall-risk',
    categoryId: 'healthcare',
    title: 'Lower the risk of falls',
    description:
      'Work with the doctor on the health causes of falls, such as weak muscles, poor balance, vision and medicines. Many falls can be prevented, and a fall can change everything.',
    guidance:
      'About one in four adults aged 65 and over falls each year, and a fall is often a sign that something has changed. Ask the doctor for a falls risk check, a review of medicines that can cause dizziness or sleepiness, and a vision check. Strength and balance exercise helps, and many areas offer low-cost classes such as tai chi through the Area Agency on Aging. A physical therapist can build a home exercise plan; Medicare Part B may help pay when a doctor orders it. Sturdy, well-fitting shoes with thin, firm soles are safer than slippers.',
    subtasks: [
      'Ask the doctor for a falls risk check',
      'Review medicines that cause dizziness',
      'Book an eye exam',
      'Find a strength and balance class',
      'Replace loose slippers with sturdy shoes',
    ],
    stage: 'early_planning',
    references: [sources.cdcFalls, sources.cdcSteadi, sources.eldercareLocator],
    hasVideo: false,
    fits: ['mobility_or_falls'],
  },
  {
    key: 'book-vision-hearing-dental',
    categoryId: 'healthcare',
    title: 'Book vision, hearing and dental checkups',
    description:
      'Keep up with eye, ear and dental care, which affect safety, eating, memory and mood. These are easy to miss because Original Medicare covers little of them.',
    guidance:
      'Original Medicare generally does not cover routine eye exams for glasses, hearing aids or routine dental care, though it covers some eye care linked to medical problems. Many Medicare Advantage plans include some dental, vision or hearing benefits, so check the plan’s details. Over-the-counter hearing aids are now sold without a prescription for adults with mild to moderate hearing loss, often for much less than prescription aids. Dental schools and community health centers often offer lower-cost care. Untreated hearing loss can look like confusion, so mention hearing at every checkup.',
    subtasks: [
      'Check what the current plan covers',
      'Book an eye exam',
      'Arrange a hearing test',
      'Book a dental checkup and cleaning',
    ],
    stage: 'early_planning',
    references: [sources.medicare, sources.niaHealth],
    hasVideo: false,
  },
  {
    key: 'get-memory-changes-checked',
    categoryId: 'healthcare',
    title: 'Get memory changes checked',
    description:
      'Ask a doctor to look into changes in memory, thinking or behavior. Some causes can be treated, and an early diagnosis gives the family time to plan.',
    guidance:
      'Write down examples of what you have noticed and when it started, such as missed bills, getting lost or repeating questions. Infections, medicine side effects, depression, thyroid problems or low vitamin levels can cause memory problems, and a doctor can check for them. Medicare covers a memory check in the yearly wellness visit and a visit to plan care after a diagnosis. The doctor may refer your loved one to a specialist such as a neurologist or geriatrician. The Alzheimer’s Association helpline (1-800-272-3900) can help you prepare for the visit.',
    subtasks: [
      'Write down the changes you have noticed',
      'Book a visit with the primary doctor',
      'Bring the full medication list',
      'Ask about tests and a specialist referral',
      'Plan the next steps together after a diagnosis',
    ],
    stage: 'early_planning',
    references: [sources.niaDementia, sources.alzCaregiving],
    hasVideo: false,
    fits: ['memory_concerns'],
  },
  {
    key: 'ask-about-palliative-care',
    categoryId: 'healthcare',
    title: 'Ask about palliative care',
    description:
      'Find out whether palliative care could ease symptoms and stress from a serious illness. It can be given at any stage, alongside treatment aimed at a cure.',
    guidance:
      'Palliative care teams focus on pain, breathing trouble, tiredness, worry and hard decisions, and they support the family too. It is not the same as hospice, and your loved one can keep their other treatments. Ask the doctor or hospital whether a palliative care team is available, including at home or in a clinic. Medicare Part B and many other plans cover some palliative care services, but what is covered varies, so ask about costs. Bring a list of the symptoms that bother your loved one most.',
    subtasks: [
      'List the symptoms that trouble your loved one most',
      'Ask the doctor for a palliative care referral',
      'Check what the insurance covers',
      'Meet the team with your loved one',
    ],
    stage: 'advanced_care',
    references: [sources.niaEndOfLife, sources.caringInfo],
    hasVideo: false,
    fits: ['serious_illness'],
  },
  {
    key: 'learn-about-hospice',
    categoryId: 'healthcare',
    title: 'Learn when hospice may help',
    description:
      'Understand what hospice offers so the family can consider it in time. Many families say they wish they had started hospice sooner.',
    guidance:
      'Medicare covers hospice when a doctor certifies that a person likely has six months or less to live if the illness runs its usual course. The person also chooses comfort care instead of treatment to cure that illness. Hospice usually comes to wherever your loved one lives and includes nursing visits, equipment, medicines for comfort, and support for the family. Medicare generally does not pay for room and board in a nursing home or for round-the-clock care at home. Your loved one can leave hospice and return to treatment at any time. Compare hospice providers on Care Compare and ask how fast they respond at night.',
    subtasks: [
      'Ask the doctor whether hospice is an option',
      'Learn what Medicare covers and what it does not',
      'Compare two or three hospice providers',
      'Ask how they help at night and on weekends',
    ],
    stage: 'advanced_care',
    references: [sources.medicareHospice, sources.medicareCareCompare, sources.caringInfo],
    hasVideo: false,
    fits: ['serious_illness'],
  },
  {
    key: 'pack-hospital-go-bag',
    categoryId: 'healthcare',
    title: 'Pack a hospital go-bag',
    description:
      'Keep a bag ready with the papers and items your loved one needs for an emergency room visit. It saves time and stress when every minute counts.',
    guidance:
      'Include copies of insurance cards, photo ID, the medication list, the health summary and any advance directive or POLST form. Add glasses, hearing aids with spare batteries, a phone charger, a change of clothes and a list of family phone numbers. For someone with memory loss, add a note on what calms them and how they communicate. Keep the bag near the door and tell the family and home care aides where it is. Check it every few months and update the papers.',
    subtasks: [
      'Copy cards, ID and the medication list',
      'Add the advance directive or POLST form',
      'Pack glasses, hearing aids and a charger',
      'Tell the family where the bag is',
      'Update the papers every few months',
    ],
    stage: 'care_transitions',
    references: [sources.niaCaregiving, sources.readyOlderAdults],
    hasVideo: false,
    fits: ['recent_hospital_stay', 'memory_concerns'],
  },
  {
    key: 'find-primary-doctor',
    categoryId: 'healthcare',
    title: 'Find a primary doctor who knows older adults',
    description:
      'Make sure your loved one has a primary doctor who takes their insurance and looks at their health as a whole. One doctor who sees the full picture helps avoid gaps and clashing treatments.',
    guidance:
      'Geriatricians specialize in older adults, but there are few of them, so a family doctor or internist with many older patients can also be a good fit. Check that the doctor takes your loved one’s Medicare plan and accepts Medicare’s approved amount, which keeps costs down. Ask how the office handles phone questions, portal messages and urgent visits. Ask whether it offers care coordination or chronic care management for people with several conditions. Medicare’s Care Compare lets you search for doctors and clinics near you.',
    subtasks: [
      'Search for doctors that take your loved one’s plan',
      'Ask about experience with older patients',
      'Check how the office handles urgent questions',
      'Transfer records to the new doctor',
    ],
    stage: 'early_planning',
    references: [sources.medicareCareCompare, sources.niaHealth],
    hasVideo: false,
  },
];
