import { eq, sql } from 'drizzle-orm';
import {
  type CareContact,
  type CareProfile,
  type CareProfileAnswer,
  careProfileFields,
  emptyCareProfile,
  type Medication,
} from '../../../shared/schemas/care';
import type { PlanActor } from '../../auth/plan-access';
import { refuseDemo } from '../../auth/refuse-demo';
import type { Executor } from '../../db/client';
import { lockPlan } from '../../db/lock-plan';
import { careContacts, careMedications, carePlans, careProfiles, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { DbDeps } from '../../service-deps';
import { auditedChange } from '../audit';

// A plan's care profile (issue 35, decision record 082): read by every member, saved whole by
// caregivers and owners. One version covers the whole profile; a save based on an older one is
// refused with the profile as stored, as a task's notes are (record 045), so nothing typed is
// lost. The audit entry names the fields that changed, never what they hold.

/** The profile of the plan with its lists, its plan's name and the last save, in one statement. */
async function readProfile(db: Executor, planId: string) {
  // Written out in SQL: the subqueries must name the outer plan.
  const medications = sql<Medication[]>`coalesce((
    select json_agg(json_build_object('name', m.name, 'dose', m.dose, 'schedule', m.schedule,
      'prescriber', m.prescriber, 'pharmacy', m.pharmacy) order by m.position)
    from care_medications m where m.plan_id = "care_plans"."id"
  ), '[]'::json)`;
  const contacts = sql<CareContact[]>`coalesce((
    select json_agg(json_build_object('role', c.role, 'name', c.name, 'phone', c.phone,
      'address', c.address) order by c.position)
    from care_contacts c where c.plan_id = "care_plans"."id"
  ), '[]'::json)`;
  const [found] = await db
    .select({
      planName: carePlans.name,
      timeZone: carePlans.timeZone,
      row: careProfiles,
      updatedBy: users.email,
      medications,
      contacts,
    })
    .from(carePlans)
    .leftJoin(careProfiles, eq(careProfiles.planId, carePlans.id))
    .leftJoin(users, eq(users.id, careProfiles.updatedBy))
    .where(eq(carePlans.id, planId));
  if (!found) throw new AppError(404, 'not_found', 'Care plan not found');
  return found;
}

type ReadProfile = Awaited<ReturnType<typeof readProfile>>;

function answerOf(actor: PlanActor, read: ReadProfile, now: Date): CareProfileAnswer {
  const { row } = read;
  const profile: CareProfile = row
    ? {
        fullName: row.fullName,
        dateOfBirth: row.dateOfBirth ?? '',
        conditions: row.conditions,
        allergies: row.allergies,
        medications: read.medications,
        contacts: read.contacts,
        insuranceProvider: row.insuranceProvider,
        insuranceMemberNumber: row.insuranceMemberNumber,
        powerOfAttorney: row.powerOfAttorney,
        advanceDirective: row.advanceDirective,
        advanceDirectiveLocation: row.advanceDirectiveLocation,
        dnrStatus: row.dnrStatus,
        notes: row.notes,
      }
    : emptyCareProfile;
  return {
    planId: actor.plan.id,
    planName: read.planName,
    role: actor.plan.role,
    version: row?.version ?? 0,
    profile,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    updatedBy: row ? read.updatedBy : null,
    readAt: now.toISOString(),
    timeZone: read.timeZone ?? 'UTC',
  };
}

export async function getCareProfile(deps: DbDeps, actor: PlanActor): Promise<CareProfileAnswer> {
  return answerOf(actor, await readProfile(deps.database.db, actor.plan.id), deps.clock.now());
}

/** The fields whose saved value differs: what the audit entry names. */
function changedFields(before: CareProfile, after: CareProfile): string[] {
  return careProfileFields.filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
}

const editConflict = (current: CareProfileAnswer) =>
  new AppError(
    409,
    'edit_conflict',
    'Someone else changed this care profile while you were editing it.',
    { careProfile: current },
  );

/**
 * Saves the whole profile over the version it was edited from (0: never saved). Under the plan's
 * row lock, so two first saves cannot both create it.
 */
export function saveCareProfile(
  deps: DbDeps,
  actor: PlanActor,
  input: { version: number; profile: CareProfile },
): Promise<CareProfileAnswer> {
  refuseDemo(actor.user, 'edit the care profile');
  const planId = actor.plan.id;
  return auditedChange(deps, actor, async (tx, now) => {
    await lockPlan(tx, planId);
    const before = answerOf(actor, await readProfile(tx, planId), now);
    if (before.version !== input.version) throw editConflict(before);
    const fields = changedFields(before.profile, input.profile);
    if (fields.length === 0) return { result: before, audit: undefined };
    const { medications, contacts, dateOfBirth, ...columns } = input.profile;
    const values = {
      ...columns,
      dateOfBirth: dateOfBirth || null,
      version: before.version + 1,
      updatedAt: now,
      updatedBy: actor.user.id,
    };
    await tx
      .insert(careProfiles)
      .values({ planId, ...values })
      .onConflictDoUpdate({ target: careProfiles.planId, set: values });
    // The lists are saved whole, in the order the page sent them.
    await tx.delete(careMedications).where(eq(careMedications.planId, planId));
    await tx.delete(careContacts).where(eq(careContacts.planId, planId));
    if (medications.length) {
      await tx
        .insert(careMedications)
        .values(medications.map((medication, position) => ({ planId, position, ...medication })));
    }
    if (contacts.length) {
      await tx
        .insert(careContacts)
        .values(contacts.map((contact, position) => ({ planId, position, ...contact })));
    }
    return {
      // The answer is what was written: nothing needs reading again.
      result: {
        ...before,
        version: values.version,
        profile: input.profile,
        updatedAt: now.toISOString(),
        updatedBy: actor.user.email,
      },
      audit: {
        action: 'update_care_profile',
        resourceType: 'care_profile',
        resourceId: planId,
        planId,
        details: { fields },
      },
    };
  });
}
