/**
 * What the leave and delete-account dialogs say first when the current user's going ends the
 * family's premium: a plan is premium while one of its owners is, and its members lose the
 * videos with them (issue 56, item 9; decision record 093).
 */
export function premiumEndsMessage(planName: string): string {
  return `Premium ends for the family in “${planName}”: its premium comes from your account, so everyone in it loses the instructional videos.`;
}
