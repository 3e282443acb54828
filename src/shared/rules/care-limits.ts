// A plan's care profile's and documents' limits (issue 35, decision record 082), named once.
// Apart from limits.ts, which every signed-in page loads: only the care pages and the server
// need these.

/**
 * A plan's care profile and documents (issue 35, decision record 082): each field's length, how
 * many medications and contacts it lists, and what documents may weigh, one file and all of a
 * plan's together. A family's real profile sits far below these; they stop a runaway script.
 */
export const CARE_PROFILE_LIMITS = {
  nameLength: 200,
  /** Conditions, allergies: a few lines each. */
  listTextLength: 2_000,
  /** One short field of a medication, contact, insurance or legal entry. */
  fieldLength: 200,
  phoneLength: 50,
  addressLength: 500,
  notesLength: 5_000,
  medications: 50,
  contacts: 30,
} as const;

export const DOCUMENT_LIMITS = {
  /** One file: a phone's photo of a card, or a scanned directive of many pages. */
  fileBytes: 10 * 1024 * 1024,
  /** Every document of one plan together. */
  planBytes: 100 * 1024 * 1024,
  /** Documents in one plan. */
  perPlan: 200,
  nameLength: 200,
} as const;
