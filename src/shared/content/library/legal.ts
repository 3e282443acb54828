import type { LibraryEntry } from './library-entry';
import { sources } from './sources';

// Legal Affairs: the documents that let the right people decide, and the lawyers who draft them.
// General information, not legal advice: state laws differ, so tasks point to an attorney.

export const legalTasks: readonly LibraryEntry[] = [
  {
    key: 'establish-power-of-attorney',
    categoryId: 'legal',
    title: 'Establish a durable power of attorney',
    description:
      'Name a trusted person to handle money and legal matters if your loved one cannot. Without one, the family may need to go to court for a guardianship or conservatorship.',
    guidance:
      'A durable power of attorney must be signed while your loved one still has the capacity to understand it. The rules differ by state, so ask an elder law attorney to prepare or review it. Your Area Agency on Aging can point you to free or low-cost legal help for people 60 and over. Give copies to banks and brokerages ahead of time, since some ask to review the document or use their own forms. Social Security and the VA do not accept a power of attorney for benefits; they use a representative payee or fiduciary instead.',
    subtasks: [
      'Choose an agent and a backup agent',
      'Book an appointment with an elder law attorney',
      'Sign the document with the required witnesses or notary',
      'Share copies with banks and financial institutions',
    ],
    stage: 'early_planning',
    references: [sources.cfpbSomeoneElsesMoney, sources.abaLawAndAging, sources.eldercareLocator],
    hasVideo: true,
    starter: true,
    printable: {
      position: 1,
      title: 'Set up a durable financial power of attorney',
      detail: 'Choose someone to manage money matters if your loved one cannot.',
    },
    fits: ['legal_papers_missing'],
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
    stage: 'early_planning',
    references: [sources.abaHealthCareDecisions, sources.niaAdvanceCarePlanning],
    hasVideo: true,
    starter: true,
    printable: {
      position: 2,
      title: 'Complete an advance directive and health care proxy',
      detail: 'Record treatment wishes and who may make medical decisions.',
    },
    fits: ['legal_papers_missing'],
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
    stage: 'early_planning',
    references: [sources.naela, sources.abaLawAndAging],
    hasVideo: false,
    starter: true,
    printable: {
      position: 3,
      title: 'Review the will, trusts and beneficiaries',
      detail: 'Make sure documents and beneficiary designations match current wishes.',
    },
    fits: ['legal_papers_missing'],
  },
  {
    key: 'store-original-documents',
    categoryId: 'legal',
    title: 'Store original documents safely',
    description:
      'Keep the signed originals of important papers in one safe, known place, and give copies to the people who need them. A document no one can find in a crisis does not help.',
    guidance:
      'Gather the will, powers of attorney, advance directive, deeds, insurance policies and key certificates. A fireproof box at home or the attorney’s office often works better than a bank safe deposit box, which others may not be able to open quickly. Give copies of the advance directive to doctors and the health care agent, and copies of the financial power of attorney to the agent. Write down where the originals are and who holds copies. When a document is replaced, collect and destroy the old copies.',
    subtasks: [
      'Gather the original signed documents',
      'Choose a safe, fireproof place for them',
      'Give copies to doctors, agents and the executor',
      'Write down where everything is kept',
    ],
    stage: 'early_planning',
    references: [sources.abaLawAndAging, sources.cfpbSomeoneElsesMoney],
    hasVideo: false,
    printable: {
      position: 4,
      title: 'Store original documents safely',
      detail: 'Keep originals in one known place and give copies to the people who need them.',
    },
    fits: ['legal_papers_missing', 'long_distance'],
  },
  {
    key: 'find-elder-law-attorney',
    categoryId: 'legal',
    title: 'Find an elder law attorney before a crisis',
    description:
      'Choose a lawyer who focuses on the legal needs of older adults while there is time to plan. It is far easier and cheaper than finding one in an emergency.',
    guidance:
      'Elder law attorneys help with powers of attorney, advance directives, wills, long-term care planning, Medicaid and guardianship. Look for one through the National Academy of Elder Law Attorneys or your state bar’s referral service, and ask the Area Agency on Aging about free legal help for people 60 and over. Ask how they charge: many offer flat fees for a set of documents, and costs range from several hundred to a few thousand dollars (2024) depending on the area and the work. Bring a list of questions, current documents and a summary of assets. Ask who the client is, since the lawyer works for your loved one, not the family.',
    subtasks: [
      'Find two or three elder law attorneys nearby',
      'Ask about fees and what is included',
      'Gather current documents and an asset summary',
      'Book a first meeting with your loved one',
    ],
    stage: 'early_planning',
    references: [sources.naela, sources.eldercareLocator, sources.abaLawAndAging],
    hasVideo: false,
    printable: {
      position: 5,
      title: 'Find an elder law attorney before a crisis',
      detail: 'Ask about long-term care planning, Medicaid rules and guardianship.',
    },
    fits: ['legal_papers_missing'],
  },
  {
    key: 'ask-about-polst',
    categoryId: 'legal',
    title: 'Ask the doctor about a POLST form',
    description:
      'For someone who is seriously ill or frail, a POLST form turns treatment wishes into medical orders that emergency crews follow. It works alongside the advance directive.',
    guidance:
      'POLST goes by other names in some states, such as MOLST or POST, and it is filled in and signed with a doctor or other clinician. It covers choices such as CPR, going to the hospital and feeding tubes, based on a talk about current health and goals. It is meant for people with a serious illness, not for healthy older adults. Keep the original where emergency crews will look, often on the fridge, and bring it to every hospital visit. Review it whenever health or wishes change.',
    subtasks: [
      'Ask the doctor whether POLST is right now',
      'Talk through treatment choices and goals',
      'Sign the form with the clinician',
      'Keep it where emergency crews will see it',
    ],
    stage: 'advanced_care',
    references: [sources.polst, sources.niaAdvanceCarePlanning],
    hasVideo: false,
    fits: ['serious_illness'],
  },
  {
    key: 'learn-about-guardianship',
    categoryId: 'legal',
    title: 'Learn about guardianship and less restrictive options',
    description:
      'Understand what happens if your loved one can no longer make decisions and has no power of attorney. Guardianship is a court process that takes away rights, so it is usually a last resort.',
    guidance:
      'A court may appoint a guardian or conservator, which often takes weeks or months and can cost thousands of dollars in court and lawyer fees. Less restrictive choices include powers of attorney, health care proxies, representative payees, trusts and supported decision-making, where your loved one makes choices with help. Many of these only work if your loved one can still sign, so act early. If guardianship seems needed, talk with an elder law attorney about the process in your state. The American Bar Association has free tools that explain the options.',
    subtasks: [
      'Check which legal papers are already in place',
      'Learn the less restrictive options',
      'Talk with an elder law attorney about your state’s process',
      'Ask the doctor about a capacity assessment if needed',
    ],
    stage: 'care_transitions',
    references: [sources.abaLawAndAging, sources.naela],
    hasVideo: false,
    fits: ['memory_concerns', 'legal_papers_missing'],
  },
  {
    key: 'ask-whether-trust-makes-sense',
    categoryId: 'legal',
    title: 'Ask whether a trust makes sense',
    description:
      'Find out whether a living trust or another kind of trust would help manage or pass on your loved one’s property. For some families it saves time and cost later; for others a will is enough.',
    guidance:
      'A revocable living trust can let a chosen trustee manage assets if your loved one becomes unable to, and assets in it usually pass without probate. It often costs more to set up than a will, and it only works for property that is moved into it. A revocable trust generally does not protect savings from long-term care costs; other trusts can have very different effects. Ask an estate planning or elder law attorney what fits your loved one’s state, family and assets.',
    subtasks: [
      'List the main assets and how they are owned',
      'Write down goals for managing and passing them on',
      'Ask an attorney to compare a will and a trust',
      'Move assets into the trust if one is made',
    ],
    stage: 'early_planning',
    references: [sources.naela, sources.cfpbSomeoneElsesMoney],
    hasVideo: false,
    fits: ['owns_home'],
  },
  {
    key: 'review-papers-after-state-move',
    categoryId: 'legal',
    title: 'Review legal papers after a move to another state',
    description:
      'Check that the power of attorney, advance directive and will still work well in the new state. Rules and forms differ from state to state.',
    guidance:
      'Documents signed properly in one state are generally honored in another, but banks, hospitals and courts may be slower to accept unfamiliar forms. An attorney in the new state can say whether to sign new versions on that state’s forms. Update addresses and names of doctors, agents and executors in the papers if they have changed. If your loved one moved to be near you, check whether the agents and executor named are still the right people.',
    subtasks: [
      'List the legal documents your loved one has',
      'Ask an attorney in the new state to review them',
      'Sign new versions if the attorney suggests it',
      'Give updated copies to doctors, banks and agents',
    ],
    stage: 'care_transitions',
    references: [sources.abaHealthCareDecisions, sources.naela],
    hasVideo: false,
  },
  {
    key: 'understand-executor-role',
    categoryId: 'legal',
    title: 'Understand the executor’s job',
    description:
      'Learn what the person named to settle the estate will need to do after a death. Knowing the steps ahead of time makes a hard period less overwhelming.',
    guidance:
      'The executor, called a personal representative in some states, usually files the will with the probate court, makes a list of assets and debts, pays bills and taxes, and then hands out what is left. Probate can take from a few months to more than a year, depending on the state and the estate. Many estates hire a probate attorney, and reasonable costs are usually paid from the estate. The executor should keep the estate’s money separate and keep careful records. Ask the estate planning attorney now which steps your state requires.',
    subtasks: [
      'Confirm who the executor and backup are',
      'Tell the executor where the will and records are',
      'Learn the probate steps in your loved one’s state',
      'Keep a list of accounts and debts up to date',
    ],
    stage: 'advanced_care',
    references: [sources.abaLawAndAging, sources.cfpbSomeoneElsesMoney],
    hasVideo: false,
  },
  {
    key: 'gather-vital-records',
    categoryId: 'legal',
    title: 'Gather birth, marriage and military records',
    description:
      'Find or order official copies of the records that benefits and legal steps often ask for. Replacing them in a hurry can take weeks.',
    guidance:
      'You may need a birth certificate, marriage certificate, divorce papers, a Social Security card, citizenship papers and military discharge papers (often a DD-214). Order certified copies from the state vital records office where the event took place; fees are often about $10 to $35 a copy (2024). Veterans and their next of kin can ask the National Archives for military records, usually at no cost. Keep the originals with other important documents and make copies for the file.',
    subtasks: [
      'Check which records you already have',
      'Order missing birth or marriage certificates',
      'Request military discharge papers if needed',
      'Store them with the other original documents',
    ],
    stage: 'early_planning',
    references: [sources.vitalRecords, sources.militaryRecords],
    hasVideo: false,
    fits: ['veteran', 'legal_papers_missing'],
  },
  {
    key: 'prepare-health-care-agent',
    categoryId: 'legal',
    title: 'Prepare the health care agent for their role',
    description:
      'Make sure the person named to make medical decisions knows your loved one’s wishes and is ready to act. A name on a form is not enough without a real conversation.',
    guidance:
      'The agent should have a copy of the advance directive and know where the original is. Talk through real situations, such as a long stay on a breathing machine or a feeding tube, and what your loved one would want. The agent’s job is to decide as your loved one would, even when it differs from their own view. Agree how the agent will keep the rest of the family informed. The American Bar Association’s free tools include worksheets to guide this talk.',
    subtasks: [
      'Give the agent a copy of the advance directive',
      'Talk through specific treatment situations',
      'Agree how the family will be kept informed',
      'Introduce the agent to the main doctor',
    ],
    stage: 'care_transitions',
    references: [sources.abaHealthCareDecisions, sources.conversationProject],
    hasVideo: false,
    fits: ['family_helps', 'long_distance'],
  },
  {
    key: 'learn-residents-rights',
    categoryId: 'legal',
    title: 'Learn your loved one’s rights in a care community',
    description:
      'Know the rights residents have in nursing homes and assisted living, and where to turn when they are not respected. Informed families get problems solved sooner.',
    guidance:
      'Federal law gives nursing home residents rights such as dignity, privacy, taking part in care planning, having visitors and managing their own money. They also have the right to written notice and an appeal before being moved out. Rights in assisted living are set mostly by each state. The long-term care ombudsman helps residents and families with complaints, for free and in confidence. Put concerns in writing and keep copies of every reply.',
    subtasks: [
      'Read the community’s residents’ rights notice',
      'Find your local long-term care ombudsman',
      'Write down concerns with dates and details',
      'Ask for a meeting to resolve problems',
    ],
    stage: 'care_transitions',
    references: [sources.consumerVoice, sources.ltcOmbudsman],
    hasVideo: false,
    fits: ['lives_in_facility'],
  },
  {
    key: 'write-letter-of-instruction',
    categoryId: 'legal',
    title: 'Write a letter of instruction',
    description:
      'Help your loved one write an informal letter that tells the family where things are and what they want done. It fills the gaps a will does not cover.',
    guidance:
      'A letter of instruction is not a legal document, but it is very practical. It can list where the will and other papers are, the accounts and contacts, who should be told of a death, funeral wishes and who should get special belongings. Keep it with the will and give a copy to the executor. Remind your loved one that gifts meant to be binding belong in the will, so the two do not disagree. Update it every year or after big changes.',
    subtasks: [
      'List where documents and accounts are',
      'Note who should be told and how',
      'Add wishes for belongings and the funeral',
      'Give a copy to the executor',
    ],
    stage: 'early_planning',
    references: [sources.abaLawAndAging, sources.caringInfo],
    hasVideo: false,
  },
  {
    key: 'check-home-title',
    categoryId: 'legal',
    title: 'Check how the home is titled',
    description:
      'Find out whose names are on the deed to your loved one’s home and how they hold it. Title decides what happens to the home at death and can affect taxes and Medicaid.',
    guidance:
      'Ask the county recorder’s office for a copy of the deed, which often costs only a few dollars. The deed may be in one name, shared with a spouse or child, held in a trust, or set to pass on death in states that allow it. Adding a child to the deed may seem simple, but it can cause tax, creditor and Medicaid problems. Talk with an elder law or real estate attorney before changing anything.',
    subtasks: [
      'Get a copy of the current deed',
      'Note whose names are on it and how',
      'Check the mortgage and any liens',
      'Ask an attorney before changing the title',
    ],
    stage: 'early_planning',
    references: [sources.naela, sources.abaLawAndAging],
    hasVideo: false,
    fits: ['owns_home'],
  },
];
