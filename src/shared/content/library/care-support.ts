import type { LibraryEntry } from './library-entry';
import { sources } from './sources';

// Care & Support Services: help at home, community services, and support for the caregivers.
// General guidance: tasks point to the local agencies and professionals who assess needs.

export const careSupportTasks: readonly LibraryEntry[] = [
  {
    key: 'research-in-home-care',
    categoryId: 'care_support',
    title: 'Research in-home care services',
    description:
      'Explore options for help at home, from a few hours of companionship to daily personal care or skilled nursing. The right support can help your loved one stay home safely for longer.',
    guidance:
      'Medicare may cover part-time home health care, such as nursing or therapy, if a doctor certifies that your loved one is homebound and needs skilled care; compare certified agencies with Care Compare on medicare.gov. Non-medical home care, like help with bathing, meals and housekeeping, is usually paid privately (often $30 or more an hour in 2024), though long-term care insurance, state Medicaid programs or the VA may help. Agencies handle background checks, payroll taxes and backup staff, while hiring privately can cost less but makes you an employer. Ask every provider about caregiver screening and training, minimum hours and what happens when an aide is sick.',
    subtasks: [
      'List the tasks and hours where help is needed',
      'Check whether Medicare home health applies',
      'Interview two or three home care agencies',
      'Check references and get a written care plan',
    ],
    stage: 'care_transitions',
    references: [sources.medicareHomeHealth, sources.medicareCareCompare, sources.eldercareLocator],
    hasVideo: true,
    starter: true,
    printable: {
      position: 2,
      title: 'Compare in-home care agencies',
      detail: 'Ask about licensing, background checks, training and backup caregivers.',
    },
    fits: ['lives_alone', 'paid_help'],
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
    stage: 'advanced_care',
    references: [sources.eldercareLocator, sources.alzCaregiving],
    hasVideo: false,
    starter: true,
    printable: {
      position: 4,
      title: 'Look into adult day programs and respite care',
      detail: 'Give your loved one company and activity, and yourself a break.',
    },
    fits: ['sole_caregiver', 'memory_concerns', 'caregiver_works', 'lives_with_family'],
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
    stage: 'advanced_care',
    references: [sources.alzCaregiving, sources.dolFmla, sources.agingLifeCare],
    hasVideo: false,
    starter: true,
    printable: {
      position: 5,
      title: 'Find support for yourself',
      detail: 'Join a caregiver support group and plan regular time off.',
    },
    fits: ['sole_caregiver', 'caregiver_works', 'long_distance'],
  },
  {
    key: 'assess-daily-living-needs',
    categoryId: 'care_support',
    title: 'Assess daily living needs',
    description:
      'Take an honest look at which everyday tasks your loved one can do alone and where they need help. It is the starting point for choosing the right care and for most benefit programs.',
    guidance:
      'Look at basic self-care, such as bathing, dressing, eating, using the toilet and moving from bed to chair. Then look at running a home: cooking, shopping, cleaning, taking medicines, managing money and getting around. Watch on a few ordinary days, and ask your loved one how things feel to them, since people often hide struggles. A doctor, occupational therapist or geriatric care manager can do a formal assessment, and the Area Agency on Aging may do one for its programs. Repeat the check every few months or after any hospital stay.',
    subtasks: [
      'List self-care tasks that need help',
      'List household tasks that need help',
      'Ask your loved one what feels hard',
      'Ask for a professional assessment if needed',
      'Review the needs every few months',
    ],
    stage: 'early_planning',
    references: [sources.niaCaregiving, sources.eldercareLocator],
    hasVideo: false,
    printable: {
      position: 1,
      title: 'Assess daily living needs',
      detail: 'Bathing, dressing, meals, mobility and medication: how much help is needed?',
    },
  },
  {
    key: 'contact-area-agency-on-aging',
    categoryId: 'care_support',
    title: 'Contact your local Area Agency on Aging',
    description:
      'Call the public agency that connects older adults and caregivers with local services. It is often the fastest way to learn what help exists near your loved one.',
    guidance:
      'Every part of the US is served by an Area Agency on Aging or a similar office, which you can find through the Eldercare Locator at 1-800-677-1116 or eldercare.acl.gov. They can connect you with meals, rides, in-home help, caregiver support, legal aid and benefits counseling, many free or low-cost for people 60 and over. Call the agency where your loved one lives, not where you live. Have their age, general health, income range and main needs ready. Some services have waiting lists, so ask early.',
    subtasks: [
      'Find the agency through the Eldercare Locator',
      'List your loved one’s main needs before calling',
      'Ask about meals, rides, in-home help and respite',
      'Write down names and next steps',
    ],
    stage: 'early_planning',
    references: [sources.eldercareLocator, sources.benefitsCheckUp],
    hasVideo: false,
    printable: {
      position: 3,
      title: 'Contact your local Area Agency on Aging',
      detail: 'Find it through the Eldercare Locator (1-800-677-1116) for local services.',
    },
    fits: ['long_distance', 'limited_income'],
  },
  {
    key: 'plan-driving-and-rides',
    categoryId: 'care_support',
    title: 'Talk about driving and other ways to get around',
    description:
      'Talk early and kindly about driving safety, and line up other ways to get around. Losing the car keys is easier to accept when there is a plan for staying independent.',
    guidance:
      'Warning signs include new dents, getting lost on familiar roads, near misses and tickets. A doctor can check vision, medicines and health conditions, and a driver rehabilitation specialist can test driving skills, usually for a fee. Talk about ways to drive more safely first, such as avoiding night driving or highways. List other rides: family, volunteer drivers, public transit, paratransit, taxis and ride-share apps. Some Medicare Advantage plans and Medicaid programs cover rides to medical visits.',
    subtasks: [
      'Note any warning signs while riding along',
      'Ask the doctor about a driving check',
      'Talk about safer driving habits together',
      'List other ways to get to places that matter',
    ],
    stage: 'early_planning',
    references: [sources.nhtsaOlderDrivers, sources.eldercareLocator],
    hasVideo: false,
    fits: ['memory_concerns', 'lives_alone'],
  },
  {
    key: 'arrange-meal-help',
    categoryId: 'care_support',
    title: 'Set up help with meals',
    description:
      'Make sure your loved one eats regular, healthy meals, even when cooking or shopping gets hard. Poor eating can quickly lead to weakness, falls and illness.',
    guidance:
      'Home-delivered meal programs for people 60 and over are offered through the Area Agency on Aging and groups such as Meals on Wheels, often for a small donation. Many senior centers serve group meals that also offer company. Grocery delivery, prepared meals and help from family can fill gaps. If money is tight, check eligibility for SNAP food benefits. Tell the doctor about weight loss or a poor appetite, since they can be signs of health problems.',
    subtasks: [
      'Check the fridge and pantry on visits',
      'Ask about home-delivered meals',
      'Look into senior center meals',
      'Set up grocery delivery if helpful',
    ],
    stage: 'care_transitions',
    references: [sources.mealsOnWheels, sources.eldercareLocator, sources.benefitsCheckUp],
    hasVideo: false,
    fits: ['lives_alone', 'limited_income'],
  },
  {
    key: 'hire-private-caregiver',
    categoryId: 'care_support',
    title: 'Hire a private caregiver safely',
    description:
      'If you hire a caregiver directly instead of through an agency, screen them carefully and set clear terms. You take on an employer’s duties, along with the savings.',
    guidance:
      'Interview in person, check references and run a background check with the person’s written consent. Write down the duties, hours, pay, time off and what happens on sick days. If you pay a household worker more than a yearly amount set by the IRS, you usually must handle payroll taxes, and your state may require workers’ compensation insurance. Keep valuables, checkbooks and cards locked away, and review bank statements. Plan backup care for days the caregiver cannot come.',
    subtasks: [
      'Write a job description with duties and hours',
      'Interview and check references',
      'Run a background check with consent',
      'Sign a written agreement',
      'Set up payroll and any required insurance',
    ],
    stage: 'care_transitions',
    references: [sources.irsHouseholdEmployer, sources.niaCaregiving],
    hasVideo: false,
    fits: ['paid_help'],
  },
  {
    key: 'hold-family-care-meeting',
    categoryId: 'care_support',
    title: 'Hold a family meeting about care',
    description:
      'Bring the family together to share what is happening and agree who does what. Clear roles prevent one person from carrying everything and cut down on conflict.',
    guidance:
      'Include your loved one whenever possible, and invite family who live far away by phone or video. Start with the facts: health, daily needs, money and what your loved one wants. Then list the jobs, such as rides, bills, visits and paperwork, and let each person choose what they can do, including paying for help. Write down the decisions and share them afterward. If talks get stuck, a social worker, care manager or mediator can lead the meeting.',
    subtasks: [
      'Set a time and invite everyone',
      'Share the facts about needs and money',
      'List the jobs and agree who does each',
      'Write down and share the decisions',
      'Set a date to meet again',
    ],
    stage: 'early_planning',
    references: [sources.niaCaregiving, sources.agingLifeCare],
    hasVideo: false,
    fits: ['family_helps', 'long_distance'],
  },
  {
    key: 'make-backup-care-plan',
    categoryId: 'care_support',
    title: 'Make a backup plan for when you cannot help',
    description:
      'Decide who steps in if you are sick, hurt or called away. A written plan keeps your loved one safe even when the main caregiver is out of action.',
    guidance:
      'Name two or three people who could step in for a day or a week, and make sure they know the routine. Write down medicines, appointments, doctors, likes and dislikes, and where the key papers are. Carry a card in your wallet saying you are a caregiver and whom to call. Ask local home care agencies and the Area Agency on Aging about short-notice or emergency respite. Review the plan every few months.',
    subtasks: [
      'Name backup helpers and ask them to agree',
      'Write down the daily routine and medicines',
      'Carry a caregiver emergency card',
      'Find an agency that offers short-notice help',
    ],
    stage: 'early_planning',
    references: [sources.eldercareLocator, sources.niaCaregiving],
    hasVideo: false,
    fits: ['sole_caregiver', 'caregiver_works'],
  },
  {
    key: 'learn-caregiving-skills',
    categoryId: 'care_support',
    title: 'Learn hands-on caregiving skills',
    description:
      'Get training for tasks such as helping your loved one move, bathe or manage a wound. The right technique protects both of you from injury.',
    guidance:
      'Ask hospital staff to show you any care tasks before discharge, and practice while they watch; many states require hospitals to offer this to the named family caregiver. Home health nurses and therapists can teach safe transfers, bathing and use of equipment. Community groups, hospitals and the Alzheimer’s Association offer caregiver classes, often free. Do not lift more than you safely can, and ask about equipment such as a gait belt or shower chair.',
    subtasks: [
      'List the care tasks you are unsure about',
      'Ask staff to show you before discharge',
      'Practice with a nurse or therapist watching',
      'Take a caregiver training class',
    ],
    stage: 'care_transitions',
    references: [sources.niaCaregiving, sources.alzCaregiving],
    hasVideo: false,
    fits: ['mobility_or_falls', 'recent_hospital_stay', 'lives_with_family'],
  },
  {
    key: 'find-dementia-care-support',
    categoryId: 'care_support',
    title: 'Find dementia care support and training',
    description:
      'Connect with programs that teach families how to care for someone living with dementia. Learning what to expect makes daily life calmer for everyone.',
    guidance:
      'The Alzheimer’s Association runs a free 24/7 Helpline at 1-800-272-3900, along with education programs and support groups. Learn simple ways to communicate, handle changes in behavior and plan the day around what your loved one can still enjoy. Ask the doctor about care planning after a diagnosis and about local dementia programs. Adult day programs that specialize in dementia can give structure to the day and a break for you. Plan ahead for later stages, while your loved one can still share their wishes.',
    subtasks: [
      'Call the Alzheimer’s Association Helpline',
      'Join a dementia caregiver support group',
      'Take a class on communication and behavior',
      'Ask about dementia-focused day programs',
    ],
    stage: 'advanced_care',
    references: [sources.alzCaregiving, sources.niaDementia],
    hasVideo: false,
    fits: ['memory_concerns'],
  },
  {
    key: 'check-va-caregiver-support',
    categoryId: 'care_support',
    title: 'Check VA support for veterans and their caregivers',
    description:
      'Find out what help the VA offers to veterans who need care and to the family members who care for them. Many families do not know these services exist.',
    guidance:
      'Veterans enrolled in VA health care may get in-home help, adult day health care, respite and home-based primary care, depending on need and local availability. The VA Caregiver Support Program offers training, coaching and support groups to caregivers of veterans from every era. Some caregivers of veterans with serious injuries or illnesses may also qualify for a monthly stipend. Have the veteran’s discharge papers ready, and ask a free accredited Veterans Service Officer for help with applications.',
    subtasks: [
      'Check whether the veteran is enrolled in VA health care',
      'Contact the VA Caregiver Support Program',
      'Ask about in-home help, adult day care and respite',
      'Get help from a Veterans Service Officer',
    ],
    stage: 'advanced_care',
    references: [sources.vaCaregiver, sources.va],
    hasVideo: false,
    fits: ['veteran'],
  },
  {
    key: 'join-care-plan-meetings',
    categoryId: 'care_support',
    title: 'Take part in care plan meetings',
    description:
      'Join the regular meetings where a care community or home care agency plans your loved one’s care. It is your chance to share what you know and to fix problems early.',
    guidance:
      'Nursing homes must make a care plan soon after admission and review it regularly, and residents and the family they choose have the right to take part. Assisted living communities and home care agencies also make care plans, though the rules vary by state. Before the meeting, write down concerns, changes you have seen and your loved one’s own goals. Ask who to call between meetings. Get a copy of the plan and check that it is followed.',
    subtasks: [
      'Ask when the next care plan meeting is',
      'Write down concerns and goals beforehand',
      'Attend in person or by phone',
      'Get a copy of the updated care plan',
    ],
    stage: 'advanced_care',
    references: [sources.consumerVoice, sources.ltcOmbudsman],
    hasVideo: false,
    fits: ['lives_in_facility', 'paid_help'],
  },
  {
    key: 'find-social-activities',
    categoryId: 'care_support',
    title: 'Find ways to stay social and active',
    description:
      'Help your loved one keep up friendships, interests and activity. Loneliness and isolation are linked to poorer health in older adults.',
    guidance:
      'Senior centers, faith communities, libraries and community colleges often offer classes, clubs and exercise groups. Some Area Agencies on Aging run friendly visitor or phone call programs for people who live alone. Volunteering gives a sense of purpose to many older adults. If hearing or getting around makes going out hard, deal with those first, for example with hearing aids or a ride service. Video calls can help family far away stay close.',
    subtasks: [
      'Ask what your loved one used to enjoy',
      'Find a senior center or club nearby',
      'Ask about friendly visitor or call programs',
      'Set up regular video or phone calls with family',
    ],
    stage: 'early_planning',
    references: [sources.niaHealth, sources.eldercareLocator],
    hasVideo: false,
    fits: ['lives_alone'],
  },
  {
    key: 'organize-care-from-a-distance',
    categoryId: 'care_support',
    title: 'Organize care from a distance',
    description:
      'Build a local network and simple routines so you can help even when you live far away. Long-distance caregivers can do a lot with good planning.',
    guidance:
      'Collect phone numbers for neighbors, friends, doctors and the pharmacy near your loved one. Make the most of each visit by booking doctor appointments and meetings for the same trip. A geriatric care manager, also called an Aging Life Care professional, can check on your loved one and coordinate services for a fee, often charged by the hour. Ask your loved one to sign HIPAA authorizations so doctors can talk with you by phone. Share tasks with family who live closer.',
    subtasks: [
      'Build a list of local contacts',
      'Plan visits around appointments',
      'Consider a geriatric care manager',
      'Set up regular calls with your loved one',
    ],
    stage: 'early_planning',
    references: [sources.niaCaregiving, sources.agingLifeCare],
    hasVideo: false,
    fits: ['long_distance'],
  },
];
