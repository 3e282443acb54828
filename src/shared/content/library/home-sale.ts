import type { LibraryEntry } from './library-entry';
import { sources } from './sources';

// Home Sale & Transition: deciding about the family home, sorting belongings, selling, moving.
// General guidance, not tax or legal advice: tasks point to tax and legal professionals.

export const homeSaleTasks: readonly LibraryEntry[] = [
  {
    key: 'prepare-home-for-sale',
    categoryId: 'home_sale',
    title: 'Prepare the home for sale',
    description:
      'Get the family home ready to sell, from repairs and cleaning to choosing an agent. A well-prepared home usually sells faster and for a better price.',
    guidance:
      'Interview two or three local agents, ask for a comparative market analysis and consider someone with the Seniors Real Estate Specialist (SRES) designation. Focus on low-cost, high-impact work like cleaning, decluttering, fresh paint and small repairs rather than major renovations. A homeowner may be able to exclude up to $250,000 of gain ($500,000 for a married couple) if the home was their main residence for two of the last five years. Talk to a tax professional before selling. Sale proceeds can affect Medicaid eligibility, and if you are selling under a power of attorney, confirm it covers real estate, so check with an elder law attorney first.',
    subtasks: [
      'Interview real estate agents and get a price estimate',
      'Make small repairs and deep clean',
      'Declutter and stage the main rooms',
      'Check tax and Medicaid effects with professionals',
    ],
    stage: 'care_transitions',
    references: [sources.irsHomeSale, sources.eldercareLocator],
    hasVideo: true,
    starter: true,
    printable: {
      position: 2,
      title: 'Get a market analysis from an experienced agent',
      detail: 'Look for an agent who has helped older adults sell and move.',
    },
    fits: ['owns_home'],
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
    stage: 'care_transitions',
    references: [sources.nasmm, sources.niaCaregiving],
    hasVideo: false,
    starter: true,
    printable: {
      position: 3,
      title: 'Sort belongings: keep, give, donate, sell',
      detail: 'Start early, one room at a time, and ask family what they would like to keep.',
    },
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
    stage: 'care_transitions',
    references: [sources.nasmm, sources.uspsChangeOfAddress, sources.ssa],
    hasVideo: true,
    starter: true,
    printable: {
      position: 4,
      title: 'Plan and coordinate the move',
      detail: 'Consider a senior move manager, and set up the new home before moving day.',
    },
  },
  {
    key: 'decide-sell-rent-or-keep',
    categoryId: 'home_sale',
    title: 'Decide whether to sell, rent or keep the home',
    description:
      'Weigh the choices for the family home once your loved one moves or plans to. The right answer depends on money, family wishes, taxes and benefits.',
    guidance:
      'Selling can pay for care, but the money may affect eligibility for Medicaid or other benefits. Renting brings income along with landlord duties, repairs and taxes on rent. Keeping the home empty still costs property tax, insurance and upkeep. How long your loved one lived in the home, and whether they may return, can change the tax and benefit picture, so ask a tax advisor and an elder law attorney before deciding. Talk it through with your loved one and the family, since the home often carries strong feelings.',
    subtasks: [
      'List the monthly costs of keeping the home',
      'Get a rough sale price and rent estimate',
      'Ask a tax advisor how each choice affects taxes',
      'Ask an elder law attorney about effects on benefits',
      'Decide together with your loved one and family',
    ],
    stage: 'early_planning',
    references: [sources.irsHomeSale, sources.naela],
    hasVideo: false,
    printable: {
      position: 1,
      title: 'Decide whether to sell, rent or keep the home',
      detail: 'Ask a tax advisor how each choice affects taxes and benefits.',
    },
    fits: ['owns_home'],
  },
  {
    key: 'update-address-everywhere',
    categoryId: 'home_sale',
    title: 'Update the address everywhere',
    description:
      'Tell every agency, company and person who sends mail or payments about the new address. Missed mail can mean missed bills, benefits and medical notices.',
    guidance:
      'Start with the Postal Service change of address, which is free at a post office and costs a small identity-check fee online. Updating the address with Social Security also updates Medicare. Then tell the VA or pension plan if they pay benefits, banks, insurers, doctors, the pharmacy and the IRS. Update voter registration and the driver’s license or state ID under your state’s rules. Keep a checklist and tick off each one, since forwarded mail only lasts for a limited time.',
    subtasks: [
      'File a change of address with the Postal Service',
      'Update Social Security, which also updates Medicare',
      'Tell banks, insurers and any pension or VA office',
      'Update doctors, the pharmacy and subscriptions',
      'Update voter registration and ID',
    ],
    stage: 'care_transitions',
    references: [sources.uspsChangeOfAddress, sources.ssa],
    hasVideo: false,
    printable: {
      position: 5,
      title: 'Update the address everywhere',
      detail: 'Social Security, Medicare, banks, insurers, doctors and the post office.',
    },
  },
  {
    key: 'ask-tax-pro-about-home-sale',
    categoryId: 'home_sale',
    title: 'Ask a tax professional about the home sale',
    description:
      'Check what taxes the sale may bring before you list the home. Good records and timing can make a large difference.',
    guidance:
      'Many people can exclude a large part of the profit on selling their main home, within limits set by the IRS. Time spent away from home, for example in a care facility, and whether a spouse has died can change the rules, so let a tax professional look at your loved one’s case. Gather the purchase papers and receipts for major improvements, since they can lower the taxable gain. If a power of attorney is signing, keep records that show the money went to your loved one.',
    subtasks: [
      'Find the purchase papers for the home',
      'Gather receipts for major improvements',
      'Book a meeting with a tax professional',
      'Keep records of the sale and where the money went',
    ],
    stage: 'care_transitions',
    references: [sources.irsHomeSale],
    hasVideo: false,
    fits: ['owns_home'],
  },
  {
    key: 'hire-estate-sale-company',
    categoryId: 'home_sale',
    title: 'Hire an estate sale or auction company',
    description:
      'Get help selling furniture and household goods the family does not keep. The right company can save weeks of work and clear the home for sale.',
    guidance:
      'Estate sale companies often keep a commission of about a third or more of sales, sometimes with a minimum fee, so compare at least two written offers. Ask whether they clean out what does not sell, how they price items and whether they are insured. Do not throw anything away before they look, since ordinary items can have value. Take out what family wants and any papers first. Consignment shops, auction houses and charities are other choices for items of value.',
    subtasks: [
      'Remove family keepsakes and papers first',
      'Get written offers from two or three companies',
      'Check insurance, references and the clean-out plan',
      'Sign a contract with clear fees',
    ],
    stage: 'care_transitions',
    references: [sources.nasmm, sources.ftcConsumer],
    hasVideo: false,
    fits: ['owns_home'],
  },
  {
    key: 'find-senior-move-manager',
    categoryId: 'home_sale',
    title: 'Find a senior move manager',
    description:
      'Consider a professional who helps older adults sort, pack, move and unpack. It can ease the strain on the family, especially from a distance.',
    guidance:
      'Senior move managers can make a floor plan, help decide what fits, arrange movers and sales, and set up the new home before your loved one arrives. Most charge by the hour or by the project, so ask for a written estimate and what is included. Ask about insurance, training and references, and whether they belong to a professional association. Keep your loved one involved in choices, even when the manager handles the details.',
    subtasks: [
      'Find two or three move managers nearby',
      'Ask about services, fees and insurance',
      'Check references from recent clients',
      'Agree on a written plan and estimate',
    ],
    stage: 'care_transitions',
    references: [sources.nasmm],
    hasVideo: false,
    fits: ['long_distance', 'sole_caregiver'],
  },
  {
    key: 'look-after-empty-home',
    categoryId: 'home_sale',
    title: 'Look after the home while it is empty',
    description:
      'Protect the house from damage, theft and insurance gaps while no one lives there. An empty home can quickly run into costly problems.',
    guidance:
      'Tell the insurer the home is empty, because many policies limit coverage after it has been vacant for a set time. Keep the heat on low in cold weather to stop pipes from freezing, or have the water shut off and drained. Use timers on lights, stop or forward the mail, and keep the yard and walks tidy. Ask a neighbor to check the home each week and call you about anything odd.',
    subtasks: [
      'Tell the insurer the home is empty',
      'Protect the pipes and set the heat',
      'Stop or forward the mail',
      'Arrange weekly checks and yard care',
    ],
    stage: 'care_transitions',
    references: [sources.uspsChangeOfAddress],
    hasVideo: false,
    fits: ['owns_home', 'long_distance'],
  },
  {
    key: 'learn-about-reverse-mortgages',
    categoryId: 'home_sale',
    title: 'Learn how a reverse mortgage works before deciding',
    description:
      'Understand the costs and risks of a reverse mortgage before your loved one signs one. It can turn home value into money, but it is a complex loan.',
    guidance:
      'Most reverse mortgages are for homeowners aged 62 and over, and the borrower must keep paying property tax, insurance and upkeep. The loan usually comes due when the last borrower sells, dies or moves out for more than a year, for example into a nursing home. Fees can be high, and the loan can leave less for heirs. The federal program requires a counseling session with an independent counselor first. Be wary of anyone who pushes a reverse mortgage to pay for another product.',
    subtasks: [
      'Read the CFPB’s guide to reverse mortgages',
      'Meet an approved reverse mortgage counselor',
      'Compare the costs with other choices',
      'Ask an advisor or attorney before signing',
    ],
    stage: 'early_planning',
    references: [sources.cfpbReverseMortgages],
    hasVideo: false,
    fits: ['owns_home', 'limited_income'],
  },
  {
    key: 'transfer-utilities-and-services',
    categoryId: 'home_sale',
    title: 'Transfer or cancel utilities and services',
    description:
      'Move, stop or pause the services at the old home at the right time. It avoids paying for services no one uses and keeps the house ready to show.',
    guidance:
      'Keep power, water and heat on until the sale closes, since buyers and inspectors need them. Set up services at the new home before moving day, including phone and internet for medical alert devices. Cancel or move cable, newspapers, deliveries and other subscriptions, and return rented equipment. Keep the home insurance in place until closing day. Ask for final meter readings and final bills.',
    subtasks: [
      'List every utility and service at the old home',
      'Set up services at the new home first',
      'Cancel or move subscriptions and deliveries',
      'Ask for final readings and bills',
    ],
    stage: 'care_transitions',
    references: [sources.ftcConsumer],
    hasVideo: false,
  },
  {
    key: 'search-for-papers-before-clearing',
    categoryId: 'home_sale',
    title: 'Search for important papers before clearing the home',
    description:
      'Go through drawers, files and hiding places for documents and valuables before anything is thrown away. Lost papers can be hard or impossible to replace.',
    guidance:
      'Look for wills, deeds, insurance policies, bank and investment statements, savings bonds, stock certificates, tax returns and keys. Older adults sometimes hide cash or jewelry in books, freezers, pockets or under drawers, so check carefully. Set aside a clearly marked box of things not to throw away. Ask your loved one where they keep important things, and write down what you find.',
    subtasks: [
      'Set up a do-not-throw-away box',
      'Search drawers, files, books and closets',
      'Look for policies, bonds and statements',
      'List what you found and where it is now',
    ],
    stage: 'care_transitions',
    references: [sources.cfpbSomeoneElsesMoney],
    hasVideo: false,
    fits: ['money_papers_missing'],
  },
  {
    key: 'help-say-goodbye-to-home',
    categoryId: 'home_sale',
    title: 'Help your loved one say goodbye to the home',
    description:
      'Make room for the feelings that come with leaving a long-time home. Honoring the memories can make the move easier to accept.',
    guidance:
      'Take photos or a video of each room and the garden, and let your loved one tell the stories behind them. A small gathering of family or neighbors can mark the move. Bring cuttings from the garden or a familiar object to the new place. Some people prefer not to be there while the home is emptied or sold, so ask what they would like. Expect sadness, and be patient if it returns in the weeks after the move.',
    subtasks: [
      'Take photos and a video of the home',
      'Record stories about the rooms and garden',
      'Plan a small goodbye gathering',
      'Ask whether they want to be there on moving day',
    ],
    stage: 'care_transitions',
    references: [sources.niaCaregiving],
    hasVideo: false,
    fits: ['memory_concerns'],
  },
  {
    key: 'review-offers-and-closing',
    categoryId: 'home_sale',
    title: 'Review offers and prepare for closing',
    description:
      'Compare offers carefully and make sure the right person can sign at closing. Problems with paperwork can delay or break a sale.',
    guidance:
      'Look beyond the price at the buyer’s financing, contingencies and closing date. If an agent under a power of attorney will sign, send the document to the title company or closing attorney early, since they may need time to approve it. Make sure the sale money goes to your loved one’s own account, not the agent’s. Ask the elder law attorney how the money may affect benefits before closing. Keep the settlement statement for taxes.',
    subtasks: [
      'Compare offers with the agent',
      'Send the power of attorney to the title company early',
      'Plan which account will receive the money',
      'Keep the settlement statement for taxes',
    ],
    stage: 'care_transitions',
    references: [sources.cfpbSomeoneElsesMoney, sources.irsHomeSale],
    hasVideo: false,
    fits: ['owns_home'],
  },
  {
    key: 'choose-movers-safely',
    categoryId: 'home_sale',
    title: 'Choose movers and avoid moving scams',
    description:
      'Pick a licensed, well-reviewed moving company and get the terms in writing. Moving scams often target people in a hurry.',
    guidance:
      'Get at least three written estimates based on an in-home or video walk-through, not a quick phone guess. Movers that cross state lines must be registered with the federal government, and you can check them on the FMCSA site; local movers are usually licensed by the state. Be wary of large cash deposits, very low bids and companies without a local address. A local move of a small home often costs from several hundred to a few thousand dollars (2024), and long-distance moves cost more. Keep valuables, medicines and papers with you.',
    subtasks: [
      'Get three written estimates',
      'Check licenses and complaints',
      'Read the contract and insurance terms',
      'Keep valuables, medicines and papers with you',
    ],
    stage: 'care_transitions',
    references: [sources.fmcsaMovers, sources.ftcConsumer],
    hasVideo: false,
    fits: ['long_distance'],
  },
];
