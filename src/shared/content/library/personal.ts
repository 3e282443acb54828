import type { LibraryEntry } from './library-entry';
import { sources } from './sources';

// Personal Wishes & Arrangements: who the person is, what matters to them, and the end of life.
// General guidance: tasks point to doctors, funeral homes and attorneys where that matters.

export const personalTasks: readonly LibraryEntry[] = [
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
    stage: 'advanced_care',
    references: [sources.ftcConsumer, sources.vaBurial],
    hasVideo: true,
    starter: true,
    printable: {
      position: 1,
      title: 'Talk about funeral and memorial preferences',
      detail: 'Write down wishes for the service, burial or cremation, and any prepaid plans.',
    },
    fits: ['veteran'],
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
    stage: 'early_planning',
    references: [sources.conversationProject, sources.niaCaregiving],
    hasVideo: false,
    starter: true,
    printable: {
      position: 2,
      title: 'Record life story, values and daily preferences',
      detail: 'Favorite foods, routines and stories help every caregiver give better care.',
    },
    fits: ['memory_concerns'],
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
    stage: 'early_planning',
    references: [sources.identityTheft, sources.cfpbSomeoneElsesMoney],
    hasVideo: false,
    starter: true,
    printable: {
      position: 3,
      title: 'List accounts, passwords and digital assets',
      detail: 'Keep the list secure and tell one trusted person where it is.',
    },
    fits: ['money_papers_missing'],
  },
  {
    key: 'write-contact-list',
    categoryId: 'personal',
    title: 'Write down who to contact',
    description:
      'Make a list of the people who should hear news about your loved one, good or bad. In a crisis, no one should have to hunt for phone numbers.',
    guidance:
      'Include close family, friends, neighbors, the faith community, clubs, former coworkers and anyone your loved one would want to hear from. Ask your loved one who should be told about a hospital stay, and who only later. Note the best way to reach each person and who in the family will make each call. A simple phone tree or group message can spread news fast. Keep the list with the emergency papers and update it once a year.',
    subtasks: [
      'Ask your loved one who matters to them',
      'Collect phone numbers and email addresses',
      'Agree who in the family calls whom',
      'Keep the list with the emergency papers',
    ],
    stage: 'early_planning',
    references: [sources.niaCaregiving],
    hasVideo: false,
    printable: {
      position: 4,
      title: 'Write down who to contact',
      detail: 'Friends, faith community, clubs and neighbors who should hear news.',
    },
    fits: ['long_distance'],
  },
  {
    key: 'plan-for-pets-and-treasures',
    categoryId: 'personal',
    title: 'Plan for pets and treasured belongings',
    description:
      'Decide who will care for pets and who should receive the things that mean the most. It gives your loved one peace of mind and prevents family disputes.',
    guidance:
      'Ask a friend or relative to agree in advance to take each pet, and write down the pet’s food, medicines, vet and routines. Some care communities allow pets, so ask before choosing one. Most states allow a pet trust to set aside money for a pet’s care; an attorney can explain the options. For special belongings, ask your loved one who should receive what and why. Put binding gifts in the will, and note the stories behind items in a letter or list.',
    subtasks: [
      'Choose a caregiver for each pet',
      'Write down the pet’s care details',
      'List treasured items and who should get them',
      'Ask an attorney to put gifts in the will',
    ],
    stage: 'early_planning',
    references: [sources.abaLawAndAging],
    hasVideo: false,
    printable: {
      position: 5,
      title: 'Plan for pets and treasured belongings',
      detail: 'Decide who will care for pets and who should receive special items.',
    },
    fits: ['lives_alone'],
  },
  {
    key: 'talk-about-what-matters-most',
    categoryId: 'personal',
    title: 'Talk about what matters most near the end of life',
    description:
      'Ask your loved one what a good day looks like, what they fear and what they hope for as health changes. Their answers guide every care decision that follows.',
    guidance:
      'Pick a calm, private time and start with open questions, such as what is most important now. Talk about where they would want to be cared for, who they want nearby and which treatments they would not want. It may take several talks, and it is fine to stop and come back later. Share what you learn with the health care agent and the doctors. Free guides from The Conversation Project can help you begin.',
    subtasks: [
      'Choose a calm time and place to talk',
      'Ask what matters most and what they fear',
      'Write down their wishes in their words',
      'Share them with the health care agent and doctors',
    ],
    stage: 'advanced_care',
    references: [sources.conversationProject, sources.niaEndOfLife],
    hasVideo: false,
    fits: ['serious_illness'],
  },
  {
    key: 'record-donation-wishes',
    categoryId: 'personal',
    title: 'Record wishes about organ and body donation',
    description:
      'Find out whether your loved one wants to donate organs, tissue or their body to science, and record the choice. Families often find it hard to decide this in the moment.',
    guidance:
      'Organ and tissue donors can sign up through their state’s registry, often when renewing a driver’s license or online. Age alone does not rule out donation. Whole-body donation to a medical school is arranged ahead of time with the school’s program, which may decline a donation at the time of death, so keep a backup plan. Tell the family and the health care agent, and note the choice in the advance directive.',
    subtasks: [
      'Talk about organ, tissue and body donation',
      'Sign up with the state donor registry',
      'Contact a body donation program if wanted',
      'Tell the family and note it in the directive',
    ],
    stage: 'early_planning',
    references: [sources.organDonor],
    hasVideo: false,
  },
  {
    key: 'gather-obituary-details',
    categoryId: 'personal',
    title: 'Gather details for an obituary',
    description:
      'Collect the facts and stories the family will want for an obituary or eulogy. Writing them with your loved one makes sure the story is told their way.',
    guidance:
      'Note full name, places lived, schooling, work, military service, family members, faith, hobbies and proudest moments. Ask your loved one what they would like said and which photo they like best. Newspapers often charge for obituaries, sometimes several hundred dollars, while funeral home websites often post them for free. To guard against identity theft, leave out the full birth date, home address and mother’s maiden name.',
    subtasks: [
      'Write down key dates, places and family',
      'Ask what they would like said',
      'Choose a favorite photo',
      'Keep the notes with the funeral wishes',
    ],
    stage: 'advanced_care',
    references: [sources.ftcConsumer, sources.caringInfo],
    hasVideo: false,
  },
  {
    key: 'ask-about-spiritual-support',
    categoryId: 'personal',
    title: 'Ask about spiritual and emotional support',
    description:
      'Find out what brings your loved one comfort and meaning, and connect them with the support they want. Peace of mind matters as much as physical comfort.',
    guidance:
      'Ask whether they would like visits from a faith leader, prayers, readings, music or rituals from their tradition. People who are not religious may still want to talk about meaning, regrets or forgiveness. Hospitals, hospices and many care communities have chaplains who support people of any faith or none. Write down their wishes so every caregiver can honor them.',
    subtasks: [
      'Ask what gives them comfort and meaning',
      'Contact their faith community if wanted',
      'Ask about chaplain visits',
      'Write down rituals, music and readings they value',
    ],
    stage: 'advanced_care',
    references: [sources.caringInfo, sources.niaEndOfLife],
    hasVideo: false,
    fits: ['serious_illness'],
  },
  {
    key: 'keep-up-joyful-routines',
    categoryId: 'personal',
    title: 'Keep up the hobbies and routines that bring joy',
    description:
      'Help your loved one keep doing the things they love, in a form that still works for them. Familiar pleasures support mood, memory and a sense of self.',
    guidance:
      'Make a list of favorite activities, foods, music, shows and daily rituals, such as morning coffee by the window. Adapt them as abilities change, for example large-print books, audiobooks or gardening in pots. Share the list with every caregiver and with the activity staff of a care community. Watch for signs of boredom or low mood and tell the doctor if they last.',
    subtasks: [
      'List favorite activities and daily rituals',
      'Adapt hobbies to current abilities',
      'Share the list with caregivers and staff',
      'Plan one enjoyable activity each week',
    ],
    stage: 'care_transitions',
    references: [sources.niaCaregiving, sources.alzCaregiving],
    hasVideo: false,
    fits: ['memory_concerns', 'lives_in_facility'],
  },
  {
    key: 'write-legacy-letter',
    categoryId: 'personal',
    title: 'Write a legacy letter to family',
    description:
      'Help your loved one write down the values, lessons and love they want to pass on. Families often treasure these words more than any possession.',
    guidance:
      'A legacy letter, sometimes called an ethical will, is a personal message, not a legal document. It can share life lessons, hopes for the family, thanks and forgiveness. If writing is hard, your loved one can talk while you type or record. Keep it with other important papers and decide with your loved one when it should be shared.',
    subtasks: [
      'Talk about the lessons and hopes to pass on',
      'Write or record the letter together',
      'Keep it with the important papers',
      'Agree when it should be shared',
    ],
    stage: 'advanced_care',
    references: [sources.caringInfo, sources.conversationProject],
    hasVideo: false,
  },
  {
    key: 'list-steps-after-a-death',
    categoryId: 'personal',
    title: 'Make a list of what to do after a death',
    description:
      'Prepare a simple list of the calls and paperwork that follow a death. Having it ready lets the family focus on each other in the first days.',
    guidance:
      'The first steps are usually a legal pronouncement of death, calling the funeral home and telling close family. Order several certified copies of the death certificate, since banks, insurers and agencies each want one. The funeral home often tells Social Security, but check; a payment for the month of death may have to be returned. Also notify pension plans, the VA if your loved one was a veteran, banks, insurers and the credit reporting companies. Family members are usually not personally responsible for a loved one’s debts, so talk to the executor or an attorney before paying any.',
    subtasks: [
      'List the first calls to make',
      'Decide how many death certificates to order',
      'List agencies, banks and insurers to notify',
      'Note who will handle each step',
    ],
    stage: 'advanced_care',
    references: [sources.ssa, sources.cfpbSomeoneElsesMoney, sources.vaBurial],
    hasVideo: false,
  },
  {
    key: 'decide-how-to-pay-for-funeral',
    categoryId: 'personal',
    title: 'Decide how the funeral will be paid for',
    description:
      'Work out how funeral and burial costs will be covered before they are needed. Planning ahead spares the family a rushed money decision at a sad time.',
    guidance:
      'A funeral with viewing and burial often costs about $8,000 to $12,000 (2024), and direct cremation usually costs much less. Options include savings in a payable-on-death account, a small life insurance policy or a prepaid plan with a funeral home. Before buying a prepaid plan, ask in writing what it covers, whether prices are locked in and what happens if your loved one moves or the funeral home closes. If Medicaid may be needed, ask an elder law attorney which kinds of funeral savings are allowed.',
    subtasks: [
      'Get price lists from two or three funeral homes',
      'Check for savings or insurance set aside',
      'Read any prepaid plan’s terms carefully',
      'Ask an attorney about Medicaid rules',
    ],
    stage: 'early_planning',
    references: [sources.ftcConsumer, sources.vaBurial],
    hasVideo: false,
    fits: ['limited_income', 'veteran'],
  },
  {
    key: 'make-memory-book',
    categoryId: 'personal',
    title: 'Make a memory book or music playlist',
    description:
      'Put together photos, names and favorite songs that your loved one can enjoy again and again. It can comfort them and help new caregivers connect with them.',
    guidance:
      'Choose photos of family, homes, pets and big moments, and write short captions with names and places. Add favorite songs from their younger years to a simple playlist or music player. For someone with memory loss, familiar music and pictures can ease worry and spark conversation. Keep copies, and bring the book or playlist to a hospital or care community.',
    subtasks: [
      'Choose photos and write short captions',
      'Make a playlist of favorite songs',
      'Look through it together',
      'Share copies with caregivers',
    ],
    stage: 'care_transitions',
    references: [sources.alzCaregiving, sources.niaDementia],
    hasVideo: false,
    fits: ['memory_concerns'],
  },
  {
    key: 'plan-time-together',
    categoryId: 'personal',
    title: 'Plan time together doing what they love',
    description:
      'Make time for the visits, outings and moments your loved one most wants while they can enjoy them. These memories matter to everyone later.',
    guidance:
      'Ask whether there is a place they want to see, a person they want to visit or a meal they want to share. Keep plans simple and flexible, and check with the doctor before any long trip. Many parks, museums and venues offer wheelchair access and quiet times. Invite family to join, and take photos or videos to keep.',
    subtasks: [
      'Ask about places, people and activities they miss',
      'Choose one or two realistic plans',
      'Check travel with the doctor if needed',
      'Invite family and capture the day',
    ],
    stage: 'advanced_care',
    references: [sources.niaCaregiving],
    hasVideo: false,
  },
];
