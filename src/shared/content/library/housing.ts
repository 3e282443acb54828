import type { LibraryEntry } from './library-entry';
import { sources } from './sources';

// Housing & Living Arrangements: where the person lives, how safe it is, and moving to care.
// General guidance, not legal or medical advice (see library-entry.ts).

export const housingTasks: readonly LibraryEntry[] = [
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
    stage: 'early_planning',
    references: [sources.eldercareLocator, sources.niaCaregiving],
    hasVideo: false,
    starter: true,
    printable: {
      position: 1,
      title: 'Talk about where your loved one wants to live',
      detail: 'Ask about their wishes, their budget and the help they need day to day.',
    },
  },
  {
    key: 'research-assisted-living',
    categoryId: 'housing',
    title: 'Research assisted living communities',
    description:
      'Find and compare assisted living communities that fit your loved one’s needs, location and budget. Starting early gives you time to visit and avoids choosing in a crisis.',
    guidance:
      'Assisted living is usually paid for privately and often costs $5,000 or more a month (2024), with extra fees for higher levels of care. Medicare does not cover it, though some state Medicaid waiver programs help with care services. Assisted living is licensed by each state, so look up recent inspection reports through your state’s licensing agency. Your state long-term care ombudsman program advocates for residents and can talk with you about what to look for. On tours, ask about staff-to-resident ratios, how care levels and prices change, what happens if needs increase, and the move-out or discharge policy, and visit at a mealtime if you can.',
    subtasks: [
      'Write down the care, location and budget needs',
      'Shortlist three to five communities',
      'Tour each one and ask about fees and staffing',
      'Check state inspection reports',
      'Review the contract before signing',
    ],
    stage: 'care_transitions',
    references: [sources.ltcOmbudsman, sources.consumerVoice, sources.eldercareLocator],
    hasVideo: true,
    starter: true,
    printable: {
      position: 4,
      title: 'Tour and compare at least three communities',
      detail: 'Compare costs, staffing, contracts and recent state inspection reports.',
    },
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
    stage: 'care_transitions',
    references: [sources.cdcSteadi, sources.niaCaregiving],
    hasVideo: true,
    starter: true,
    printable: {
      position: 2,
      title: 'Do a room-by-room home safety check',
      detail: 'Look at lighting, loose rugs, stairs, bathroom grab bars and smoke detectors.',
    },
    fits: ['mobility_or_falls', 'lives_alone'],
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
    stage: 'care_transitions',
    references: [sources.eldercareLocator, sources.niaCaregiving],
    hasVideo: false,
    starter: true,
    fits: ['mobility_or_falls', 'owns_home', 'veteran'],
  },
  {
    key: 'list-housing-options',
    categoryId: 'housing',
    title: 'List the housing options that fit',
    description:
      'Learn the main kinds of senior housing and rule out the ones that do not match your loved one’s needs or budget. A short list makes tours and family talks much easier.',
    guidance:
      'Aging in place means staying at home, often with paid help and some changes to the house. Independent living suits people who manage on their own but want less upkeep, while assisted living adds help with bathing, dressing and medicines. Memory care is for people living with dementia, and nursing homes give round-the-clock nursing care. Continuing care retirement communities offer several levels of care on one campus, often for a large entry fee plus monthly fees, so ask a lawyer or financial advisor to read the contract. Your Area Agency on Aging can tell you what exists nearby and which public programs may help pay.',
    subtasks: [
      'Note the help your loved one needs each day',
      'Learn the main types of senior housing',
      'Cross off the options that do not fit',
      'Check rough monthly costs in your area',
      'Share the short list with family',
    ],
    stage: 'early_planning',
    references: [sources.eldercareLocator, sources.niaCaregiving],
    hasVideo: false,
    printable: {
      position: 3,
      title: 'List the housing options that fit',
      detail:
        'Aging in place, living with family, independent living, assisted living or memory care.',
    },
  },
  {
    key: 'make-home-emergency-plan',
    categoryId: 'housing',
    title: 'Make an emergency plan for the home',
    description:
      'Decide what happens if your loved one falls, gets sick or cannot be reached. A simple plan means help comes faster and everyone knows their part.',
    guidance:
      'Agree who checks in each day and what to do if there is no answer. Leave a spare key with a trusted neighbor or in a lockbox, so help can get in without breaking a door. Post emergency numbers, the doctor’s name and a medication list near the phone or on the fridge. A medical alert device can call for help after a fall; many cost about $20 to $60 a month (2024), and Original Medicare does not pay for them.',
    subtasks: [
      'Agree who checks in and how often',
      'Leave a spare key with someone trusted',
      'Post emergency numbers and the medication list',
      'Decide whether a medical alert device is needed',
    ],
    stage: 'early_planning',
    references: [sources.readyOlderAdults, sources.eldercareLocator],
    hasVideo: false,
    printable: {
      position: 5,
      title: 'Make an emergency plan for the home',
      detail: 'Agree who checks in, where spare keys are, and consider a medical alert device.',
    },
    fits: ['lives_alone', 'long_distance', 'mobility_or_falls'],
  },
  {
    key: 'set-up-daily-check-ins',
    categoryId: 'housing',
    title: 'Set up a daily check-in routine',
    description:
      'Arrange a regular call, visit or signal so someone notices quickly if your loved one needs help. This matters most for people who live alone.',
    guidance:
      'A check-in can be a morning phone call, a neighbor who looks for opened curtains, or a friend who visits on set days. Some communities offer free daily reassurance calls through senior centers or local police, so ask your Area Agency on Aging. Motion sensors, smart speakers and video calls can help families who live far away. Talk with your loved one first, so the tools feel like support and not like spying. Write down what everyone should do if a check-in is missed.',
    subtasks: [
      'Choose a check-in time and method',
      'Ask neighbors or friends to take part',
      'Look into free daily call programs',
      'Agree what to do if a check-in is missed',
    ],
    stage: 'early_planning',
    references: [sources.eldercareLocator, sources.niaCaregiving],
    hasVideo: false,
    fits: ['lives_alone', 'long_distance'],
  },
  {
    key: 'choose-medical-alert-device',
    categoryId: 'housing',
    title: 'Choose a medical alert device',
    description:
      'Pick a wearable button or watch that can call for help after a fall or sudden illness. It can shorten the time someone waits alone on the floor.',
    guidance:
      'Compare in-home systems with mobile ones that work outside the house, and ask whether automatic fall detection is included. Monthly fees are often about $20 to $60 (2024), and some companies also charge for equipment, setup or canceling early. Original Medicare does not pay, but some Medicare Advantage plans, state Medicaid programs or the VA may help, so ask before you buy. Get the contract terms in writing and avoid long contracts. Test the device together and make sure your loved one will wear it, including in the bathroom.',
    subtasks: [
      'Decide on an in-home or a mobile device',
      'Compare monthly fees and contract terms',
      'Ask whether insurance or a program helps pay',
      'Set up the device and test it together',
      'Agree who is called when it goes off',
    ],
    stage: 'care_transitions',
    references: [sources.cdcFalls, sources.eldercareLocator],
    hasVideo: false,
    fits: ['lives_alone', 'mobility_or_falls'],
  },
  {
    key: 'prepare-for-disasters',
    categoryId: 'housing',
    title: 'Prepare for power cuts and disasters',
    description:
      'Plan how your loved one will stay safe in a storm, heat wave, flood or power cut. Older adults and people who rely on medical equipment are at higher risk.',
    guidance:
      'Put together a kit with water, food, a flashlight, batteries, copies of key papers and extra medicine if the pharmacy and insurer allow an early refill. If your loved one uses oxygen, a powered bed or other electric equipment, ask the supplier about backup batteries. Tell the power company too, since many keep a list of customers who rely on such equipment. Sign up for local emergency alerts and ask whether your area keeps a registry of people who may need help leaving. Agree where your loved one would go and who would drive them.',
    subtasks: [
      'Pack an emergency kit with medicines and papers',
      'Plan backup power for medical equipment',
      'Sign up for local emergency alerts',
      'Agree where to go and who will drive',
    ],
    stage: 'early_planning',
    references: [sources.readyOlderAdults],
    hasVideo: false,
    fits: ['lives_alone', 'mobility_or_falls'],
  },
  {
    key: 'weigh-moving-in-with-family',
    categoryId: 'housing',
    title: 'Weigh moving in with family',
    description:
      'Think through what it would really mean for your loved one to live with you or another relative. Honest planning protects both the relationship and everyone’s health.',
    guidance:
      'Talk about privacy, house rules, money and how much hands-on care each person can give, including at night. Look for a bedroom and bathroom on the main floor and room for a walker or hospital bed. Agree in writing whether your loved one will pay toward rent or bills. Money paid to family can matter later for Medicaid and taxes, so ask an elder law attorney how to set it up. Plan regular breaks from the start, such as adult day programs or respite care, so the arrangement can last.',
    subtasks: [
      'Talk openly about needs, privacy and money',
      'Check the home for a main-floor bedroom and bathroom',
      'Agree who does which caregiving jobs',
      'Put any money arrangement in writing',
      'Plan regular breaks for the caregivers',
    ],
    stage: 'early_planning',
    references: [sources.niaCaregiving, sources.eldercareLocator],
    hasVideo: false,
    fits: ['lives_with_family', 'family_helps'],
  },
  {
    key: 'make-home-safe-for-memory-loss',
    categoryId: 'housing',
    title: 'Make the home safer for someone with memory loss',
    description:
      'Adapt the home as memory changes so your loved one can stay as independent and safe as possible. Small changes can prevent wandering, burns, falls and medicine mistakes.',
    guidance:
      'Lock up medicines, cleaning products, tools and any firearms. Consider stove knob covers or an automatic shut-off, and turn the water heater down to prevent scalds. Add night lights and simple labels or pictures on cupboards. If your loved one may walk out at night, add door chimes or alarms and keep a recent photo ready in case they go missing. Review safety every few months, because needs change as dementia progresses.',
    subtasks: [
      'Lock up medicines, chemicals and weapons',
      'Make the stove and hot water safer',
      'Add night lights and simple labels',
      'Set up door alerts if wandering is a risk',
      'Keep a recent photo ready for emergencies',
    ],
    stage: 'care_transitions',
    references: [sources.alzCaregiving, sources.niaDementia],
    hasVideo: false,
    fits: ['memory_concerns'],
  },
  {
    key: 'evaluate-memory-care',
    categoryId: 'housing',
    title: 'Evaluate memory care communities',
    description:
      'Compare communities that specialize in caring for people living with dementia. The right setting can bring more safety, structure and calm.',
    guidance:
      'Memory care may be a unit inside assisted living or a nursing home, or a community of its own, and it often costs more than standard assisted living. Ask how staff are trained in dementia care and how they handle distress or wandering without leaning on medication. Ask what activities fill the day and what happens if your loved one’s needs grow. Visit more than once, at different times of day. Check state inspection reports, and ask the long-term care ombudsman about complaints.',
    subtasks: [
      'List your loved one’s dementia care needs',
      'Ask about staff training and daily activities',
      'Visit at different times of day',
      'Check inspection reports and complaints',
      'Ask when a resident would have to move out',
    ],
    stage: 'care_transitions',
    references: [sources.alzCaregiving, sources.ltcOmbudsman],
    hasVideo: false,
    fits: ['memory_concerns'],
  },
  {
    key: 'compare-nursing-homes',
    categoryId: 'housing',
    title: 'Compare nursing homes',
    description:
      'Find a nursing home that can meet your loved one’s medical needs, for a short rehab stay or for long-term care. Comparing ahead of time avoids a rushed choice when a hospital stay ends.',
    guidance:
      'Medicare’s Care Compare shows star ratings, staffing and inspection results for nursing homes. Original Medicare may cover a short skilled nursing stay after a qualifying hospital stay, but not long-term custodial care. Medicaid pays for many long-term residents who qualify. Long-term care often costs about $8,000 to $11,000 or more a month (2024), depending on the area and the room. On visits, watch how staff talk to residents and ask about staff turnover.',
    subtasks: [
      'Search Care Compare for nearby nursing homes',
      'Check which ones accept your loved one’s coverage',
      'Visit and watch how staff treat residents',
      'Ask the ombudsman about complaints',
      'Note a first and second choice',
    ],
    stage: 'care_transitions',
    references: [sources.medicareCareCompare, sources.medicareSkilledNursing, sources.ltcOmbudsman],
    hasVideo: false,
    fits: ['recent_hospital_stay'],
  },
  {
    key: 'review-admission-agreement',
    categoryId: 'housing',
    title: 'Review the admission agreement before signing',
    description:
      'Read the contract for assisted living or a nursing home carefully before anyone signs. It sets the fees, the services and the rules for leaving.',
    guidance:
      'Ask for the agreement well before move-in day so you can read it without pressure. Check what the base fee covers, how fees can rise, and how much notice the community must give before asking a resident to leave. Nursing homes that take Medicare or Medicaid generally may not require a relative to guarantee payment personally, so be careful about signing as a “responsible party”. Many agreements send disputes to private arbitration, which you can often decline. An elder law attorney or the long-term care ombudsman can explain the terms.',
    subtasks: [
      'Ask for the agreement before move-in day',
      'Check what the base fee covers and how it can rise',
      'Read the discharge and refund rules',
      'Ask before signing as responsible party or to arbitration',
      'Have an attorney or the ombudsman review it',
    ],
    stage: 'care_transitions',
    references: [sources.consumerVoice, sources.ltcOmbudsman],
    hasVideo: false,
    fits: ['lives_in_facility'],
  },
  {
    key: 'help-settle-into-new-community',
    categoryId: 'housing',
    title: 'Help your loved one settle into a new community',
    description:
      'Support the first weeks after a move to assisted living, memory care or a nursing home. A thoughtful start helps your loved one feel at home and helps staff know them.',
    guidance:
      'Bring familiar things such as photos, a favorite chair or blanket, and label clothing, glasses and hearing aids. Share a one-page “About me” with staff so they know routines, likes and what calms your loved one. Visit often at first, but keep visits short if they cause upset. Learn the names of staff on each shift and ask when the first care plan meeting will be. Raise concerns early; the long-term care ombudsman can help if problems are not solved.',
    subtasks: [
      'Bring familiar belongings and label them',
      'Share an “About me” page with staff',
      'Learn the names of key staff',
      'Plan a visiting schedule with family',
      'Attend the first care plan meeting',
    ],
    stage: 'care_transitions',
    references: [sources.ltcOmbudsman, sources.niaCaregiving],
    hasVideo: false,
    fits: ['lives_in_facility'],
  },
];
