// Affiliate prospects for the owner's outreach (spec section 3, 'Affiliate prospect'). The people
// are made up: addresses and websites use the reserved .example domain and phone numbers the
// 555-01xx range kept for fiction, so no real person is contacted by mistake (record 040). The
// owner replaces them with the results of real research.

export type Prospect = {
  name: string;
  organization: string;
  niche: string;
  email: string;
  phone?: string;
  website: string;
  instagram: string;
  youtube: string;
  facebook: string;
  linkedin: string;
  followers: string;
  notes: string;
};

const social = (handle: string) => ({
  instagram: `https://www.instagram.com/${handle}`,
  youtube: `https://www.youtube.com/@${handle}`,
  facebook: `https://www.facebook.com/${handle}`,
  linkedin: `https://www.linkedin.com/in/${handle}`,
});

export const prospects: readonly Prospect[] = [
  {
    name: 'Maria Delgado',
    organization: 'The Caring Daughter',
    niche: 'Caregiver blogging',
    email: 'maria@thecaringdaughter.example',
    phone: '(305) 555-0114',
    website: 'https://thecaringdaughter.example',
    ...social('thecaringdaughter'),
    followers: '84K',
    notes:
      'Writes weekly about caring for her mother with Parkinson\'s; open to guest posts, webinars and "tools I use" roundups.',
  },
  {
    name: 'James Whitfield',
    organization: 'Whitfield Geriatric Care Management',
    niche: 'Geriatric care management',
    email: 'james@whitfieldgcm.example',
    phone: '(614) 555-0127',
    website: 'https://whitfieldgcm.example',
    ...social('whitfieldcare'),
    followers: '12K',
    notes: 'Aging life care manager; could recommend the checklist to client families at intake.',
  },
  {
    name: 'Dr. Anita Shah',
    organization: 'Memory Matters Education',
    niche: 'Dementia education',
    email: 'anita@memorymatters.example',
    website: 'https://memorymatters.example',
    ...social('memorymattersed'),
    followers: '156K',
    notes:
      'Geriatric psychiatrist with a popular YouTube series on dementia care; prefers evidence-based tools.',
  },
  {
    name: 'Tom and Linda Brooks',
    organization: 'Sandwich Generation Podcast',
    niche: 'Podcast',
    email: 'hello@sandwichgenpod.example',
    website: 'https://sandwichgenpod.example',
    ...social('sandwichgenpod'),
    followers: '45K',
    notes: 'Couple caring for parents and teens; book as podcast guests, sponsor an episode.',
  },
  {
    name: 'Rachel Kim',
    organization: 'Kim Elder Law',
    niche: 'Elder law',
    email: 'rachel@kimelderlaw.example',
    phone: '(206) 555-0163',
    website: 'https://kimelderlaw.example',
    ...social('kimelderlaw'),
    followers: '9K',
    notes:
      'Elder law attorney who runs free Medicaid planning seminars; co-host a legal-tasks webinar.',
  },
  {
    name: 'Denise Carter',
    organization: 'Senior Living Uncovered',
    niche: 'Senior living reviews',
    email: 'denise@seniorlivinguncovered.example',
    website: 'https://seniorlivinguncovered.example',
    ...social('seniorlivinguncovered'),
    followers: '210K',
    notes: 'Tours assisted living communities on video; fits the housing category.',
  },
  {
    name: 'Marcus Johnson',
    organization: 'Caregiver Dads Network',
    niche: 'Male caregivers community',
    email: 'marcus@caregiverdads.example',
    website: 'https://caregiverdads.example',
    ...social('caregiverdads'),
    followers: '31K',
    notes: 'Community for men caring for parents or spouses; an underserved audience.',
  },
  {
    name: "Susan O'Neill",
    organization: 'Hospice Nurse Sue',
    niche: 'Hospice and end-of-life',
    email: 'sue@hospicenursesue.example',
    website: 'https://hospicenursesue.example',
    ...social('hospicenursesue'),
    followers: '390K',
    notes: 'Large TikTok and Instagram following; personal wishes category is a natural fit.',
  },
  {
    name: 'Carlos Rivera',
    organization: 'Retire Right Financial',
    niche: 'Retirement and care finances',
    email: 'carlos@retireright.example',
    phone: '(480) 555-0181',
    website: 'https://retireright.example',
    ...social('retirerightcarlos'),
    followers: '67K',
    notes: 'Certified financial planner; newsletter on paying for long-term care, 40K subscribers.',
  },
  {
    name: 'Grace Okafor',
    organization: 'Aging in Place Design Co.',
    niche: 'Home modification',
    email: 'grace@aginginplacedesign.example',
    website: 'https://aginginplacedesign.example',
    ...social('aginginplacedesign'),
    followers: '28K',
    notes: 'Occupational therapist turned designer; home safety content matches our housing tasks.',
  },
  {
    name: 'Helen Park',
    organization: 'Daughterhood Circle',
    niche: 'Caregiver support groups',
    email: 'helen@daughterhoodcircle.example',
    website: 'https://daughterhoodcircle.example',
    ...social('daughterhoodcircle'),
    followers: '19K',
    notes: 'Runs local support circles in 30 cities; offer the free checklist to members.',
  },
  {
    name: 'Brian Foster',
    organization: 'Downsizing With Dignity',
    niche: 'Senior move management',
    email: 'brian@downsizingwithdignity.example',
    phone: '(919) 555-0135',
    website: 'https://downsizingwithdignity.example',
    ...social('downsizingwithdignity'),
    followers: '7K',
    notes: 'Senior move manager; home sale and transition tasks, referral partnership.',
  },
  {
    name: 'Patricia Nguyen',
    organization: 'Caring Across Cultures',
    niche: 'Multicultural caregiving',
    email: 'patricia@caringacrosscultures.example',
    website: 'https://caringacrosscultures.example',
    ...social('caringacrosscultures'),
    followers: '52K',
    notes: 'Bilingual content (English, Vietnamese); ask about translated checklist.',
  },
  {
    name: 'Robert Hale',
    organization: 'Veterans Family Caregivers',
    niche: 'Veteran caregivers',
    email: 'robert@vetfamilycaregivers.example',
    website: 'https://vetfamilycaregivers.example',
    ...social('vetfamilycaregivers'),
    followers: '23K',
    notes: 'Nonprofit helping families with VA benefits; the finances category covers them.',
  },
  {
    name: 'Emily Chen, PT',
    organization: 'Strong Seniors PT',
    niche: 'Physical therapy',
    email: 'emily@strongseniorspt.example',
    website: 'https://strongseniorspt.example',
    ...social('strongseniorspt'),
    followers: '140K',
    notes: 'Fall-prevention exercise videos; cross-promote the home safety check.',
  },
  {
    name: 'Angela Moretti',
    organization: 'The Long Goodbye Blog',
    niche: "Alzheimer's caregiving",
    email: 'angela@thelonggoodbye.example',
    website: 'https://thelonggoodbye.example',
    ...social('thelonggoodbyeblog'),
    followers: '38K',
    notes: 'Memoir-style blog; prefers affiliate links within honest reviews, no banner ads.',
  },
  {
    name: 'Kevin Brown',
    organization: 'Faith & Family Care Ministry',
    niche: 'Church care ministries',
    email: 'kevin@faithfamilycare.example',
    phone: '(404) 555-0172',
    website: 'https://faithfamilycare.example',
    ...social('faithfamilycare'),
    followers: '11K',
    notes: 'Trains congregations to support caregivers; bulk licences for ministry teams.',
  },
  {
    name: 'Laura Bennett',
    organization: 'Working Caregiver Weekly',
    niche: 'Workplace caregiving',
    email: 'laura@workingcaregiver.example',
    website: 'https://workingcaregiver.example',
    ...social('workingcaregiver'),
    followers: '26K',
    notes: 'Newsletter for HR and employees; pitch as an employee benefit.',
  },
  {
    name: 'Samuel Adeyemi',
    organization: 'Medicare Made Simple',
    niche: 'Medicare education',
    email: 'samuel@medicaremadesimple.example',
    website: 'https://medicaremadesimple.example',
    ...social('medicaremadesimple'),
    followers: '275K',
    notes: 'YouTube explainers at open enrollment; sponsor a video in October.',
  },
  {
    name: 'Joan Fitzgerald',
    organization: 'Long-Distance Caregiver',
    niche: 'Long-distance caregiving',
    email: 'joan@longdistancecaregiver.example',
    website: 'https://longdistancecaregiver.example',
    ...social('longdistancecaregiver'),
    followers: '15K',
    notes:
      'Writes for adult children living far from parents; family sharing interests her audience.',
  },
];
