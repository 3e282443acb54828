import type { LibraryReference } from './library-entry';

// The authoritative public sources the library points to, each named and addressed once: a
// task lists the ones it draws on. Addresses are a site or a well-known section of it, which
// move less often than deep pages.

export const sources = {
  eldercareLocator: {
    name: 'Eldercare Locator (Administration for Community Living)',
    url: 'https://eldercare.acl.gov',
  },
  niaCaregiving: {
    name: 'National Institute on Aging: Caregiving',
    url: 'https://www.nia.nih.gov/health/caregiving',
  },
  niaAdvanceCarePlanning: {
    name: 'National Institute on Aging: Advance care planning',
    url: 'https://www.nia.nih.gov/health/advance-care-planning',
  },
  niaDementia: {
    name: 'National Institute on Aging: Alzheimer’s and related dementias',
    url: 'https://www.nia.nih.gov/health/alzheimers-and-dementia',
  },
  niaEndOfLife: {
    name: 'National Institute on Aging: End of life',
    url: 'https://www.nia.nih.gov/health/end-of-life',
  },
  niaHealth: {
    name: 'National Institute on Aging: Health information',
    url: 'https://www.nia.nih.gov/health',
  },
  medicare: { name: 'Medicare.gov', url: 'https://www.medicare.gov' },
  medicarePlanFinder: {
    name: 'Medicare.gov: Medicare Plan Finder',
    url: 'https://www.medicare.gov/plan-compare/',
  },
  medicareCareCompare: {
    name: 'Medicare.gov: Care Compare',
    url: 'https://www.medicare.gov/care-compare/',
  },
  medicareHomeHealth: {
    name: 'Medicare.gov: Home health services',
    url: 'https://www.medicare.gov/coverage/home-health-services',
  },
  medicareHospice: {
    name: 'Medicare.gov: Hospice care',
    url: 'https://www.medicare.gov/coverage/hospice-care',
  },
  medicareSkilledNursing: {
    name: 'Medicare.gov: Skilled nursing facility care',
    url: 'https://www.medicare.gov/coverage/skilled-nursing-facility-snf-care',
  },
  medicareWellnessVisit: {
    name: 'Medicare.gov: Yearly wellness visits',
    url: 'https://www.medicare.gov/coverage/yearly-wellness-visits',
  },
  medicaid: { name: 'Medicaid.gov', url: 'https://www.medicaid.gov' },
  shipHelp: {
    name: 'State Health Insurance Assistance Programs (SHIP)',
    url: 'https://www.shiphelp.org',
  },
  ltcOmbudsman: {
    name: 'National Long-Term Care Ombudsman Resource Center',
    url: 'https://ltcombudsman.org',
  },
  consumerVoice: {
    name: 'National Consumer Voice for Quality Long-Term Care',
    url: 'https://theconsumervoice.org',
  },
  cdcFalls: { name: 'CDC: Older adult fall prevention', url: 'https://www.cdc.gov/falls/' },
  cdcSteadi: {
    name: 'CDC: STEADI, older adult fall prevention',
    url: 'https://www.cdc.gov/steadi/',
  },
  readyOlderAdults: {
    name: 'Ready.gov: Emergency planning for older adults',
    url: 'https://www.ready.gov/older-adults',
  },
  cfpbSomeoneElsesMoney: {
    name: 'CFPB: Managing someone else’s money',
    url: 'https://www.consumerfinance.gov/consumer-tools/managing-someone-elses-money/',
  },
  cfpb: { name: 'Consumer Financial Protection Bureau', url: 'https://www.consumerfinance.gov' },
  cfpbReverseMortgages: {
    name: 'CFPB: Reverse mortgages',
    url: 'https://www.consumerfinance.gov/consumer-tools/reverse-mortgages/',
  },
  finra: { name: 'FINRA (Financial Industry Regulatory Authority)', url: 'https://www.finra.org' },
  brokerCheck: { name: 'FINRA BrokerCheck', url: 'https://brokercheck.finra.org' },
  adviserDisclosure: {
    name: 'SEC: Investment Adviser Public Disclosure',
    url: 'https://adviserinfo.sec.gov',
  },
  benefitsCheckUp: {
    name: 'BenefitsCheckUp (National Council on Aging)',
    url: 'https://www.benefitscheckup.org',
  },
  ssa: { name: 'Social Security Administration', url: 'https://www.ssa.gov' },
  ssaPayee: {
    name: 'Social Security: Representative payee program',
    url: 'https://www.ssa.gov/payee',
  },
  ssaMyAccount: {
    name: 'Social Security: my Social Security account',
    url: 'https://www.ssa.gov/myaccount',
  },
  va: { name: 'U.S. Department of Veterans Affairs', url: 'https://www.va.gov' },
  vaPension: {
    name: 'VA: Aid and Attendance benefits and Housebound allowance',
    url: 'https://www.va.gov/pension/aid-attendance-housebound/',
  },
  vaBurial: { name: 'VA: Burials and memorials', url: 'https://www.va.gov/burials-memorials/' },
  vaCaregiver: { name: 'VA Caregiver Support Program', url: 'https://www.caregiver.va.gov' },
  militaryRecords: {
    name: 'National Archives: Military service records',
    url: 'https://www.archives.gov/veterans/military-service-records',
  },
  vitalRecords: {
    name: 'CDC: Where to write for vital records',
    url: 'https://www.cdc.gov/nchs/w2w/index.htm',
  },
  abaHealthCareDecisions: {
    name: 'American Bar Association: Health care decision-making tools',
    url: 'https://www.americanbar.org/groups/law_aging/resources/health_care_decision_making/',
  },
  abaLawAndAging: {
    name: 'American Bar Association: Commission on Law and Aging',
    url: 'https://www.americanbar.org/groups/law_aging/',
  },
  naela: { name: 'National Academy of Elder Law Attorneys', url: 'https://www.naela.org' },
  polst: { name: 'National POLST', url: 'https://polst.org' },
  irs: { name: 'Internal Revenue Service', url: 'https://www.irs.gov' },
  irsHomeSale: {
    name: 'IRS: Tax Topic 701, Sale of your home',
    url: 'https://www.irs.gov/taxtopics/tc701',
  },
  irsHouseholdEmployer: {
    name: 'IRS: Publication 926, Household Employer’s Tax Guide',
    url: 'https://www.irs.gov/publications/p926',
  },
  nasmm: {
    name: 'National Association of Senior and Specialty Move Managers',
    url: 'https://www.nasmm.org',
  },
  uspsChangeOfAddress: {
    name: 'USPS: Change of address',
    url: 'https://www.usps.com/manage/forward.htm',
  },
  fmcsaMovers: {
    name: 'FMCSA: Protect Your Move',
    url: 'https://www.fmcsa.dot.gov/protect-your-move',
  },
  alzCaregiving: {
    name: 'Alzheimer’s Association: Caregiving',
    url: 'https://www.alz.org/help-support/caregiving',
  },
  dolFmla: {
    name: 'U.S. Department of Labor: Family and Medical Leave Act',
    url: 'https://www.dol.gov/agencies/whd/fmla',
  },
  agingLifeCare: { name: 'Aging Life Care Association', url: 'https://www.aginglifecare.org' },
  mealsOnWheels: { name: 'Meals on Wheels America', url: 'https://www.mealsonwheelsamerica.org' },
  nhtsaOlderDrivers: {
    name: 'NHTSA: Older drivers',
    url: 'https://www.nhtsa.gov/road-safety/older-drivers',
  },
  ftcConsumer: {
    name: 'Federal Trade Commission: Consumer advice',
    url: 'https://consumer.ftc.gov',
  },
  ftcReportFraud: { name: 'ReportFraud.ftc.gov', url: 'https://reportfraud.ftc.gov' },
  identityTheft: { name: 'IdentityTheft.gov', url: 'https://www.identitytheft.gov' },
  annualCreditReport: { name: 'AnnualCreditReport.com', url: 'https://www.annualcreditreport.com' },
  conversationProject: {
    name: 'The Conversation Project',
    url: 'https://theconversationproject.org',
  },
  caringInfo: { name: 'CaringInfo', url: 'https://www.caringinfo.org' },
  organDonor: { name: 'OrganDonor.gov', url: 'https://www.organdonor.gov' },
} as const satisfies Record<string, LibraryReference>;
