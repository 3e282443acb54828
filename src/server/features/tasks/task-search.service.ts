import { sql } from 'drizzle-orm';
import type { CategoryId } from '../../../shared/content/category-ids';
import { asReadIn, libraryKeysHolding } from '../../../shared/content/library/by-key';
import { categories, categoryName } from '../../../shared/content/task-library';
import { languageOf } from '../../../shared/i18n/locales';
import { i18nFor } from '../../../shared/i18n/translate';
import { TASK_SEARCH_LIMITS } from '../../../shared/rules/limits';
import { foldCase, placesMatched, searchWords } from '../../../shared/rules/task-search';
import type { TaskSearchAnswer, TaskSearchHit } from '../../../shared/schemas/tasks';
import type { PlanActor } from '../../auth/plan-access';
import type { Deps } from './task-change';

// The dashboard's search of every task of the plan (issue 56, decision record 090): the titles,
// descriptions, steps and notes of the tasks that are not deleted, each word anywhere in the
// task, in any order and any case. Nothing else of a task is searched or sent: not its video
// (premium, decision D2), not its documents. Any member of the plan may search it, as any member
// reads its tasks.

type Row = {
  id: string;
  library_key: string | null;
  title: string;
  description: string;
  notes: string;
  category_id: string;
  completed: boolean;
  steps: string[];
  total: number;
};

/** The categories' order on the dashboard, for the results' order. */
const categoryOrder = sql.join(
  categories.map((category) => sql`${category.id}`),
  sql`, `,
);

/**
 * One statement: each live task with its live steps, those holding every word (PostgreSQL's
 * lower() on both sides, as the admins' user search), the best first (the whole search in the
 * title, then anywhere, then the words apart; then the dashboard's order), the first
 * TASK_SEARCH_LIMITS.results of them with how many matched in all. Where each matched is worked
 * out from those few rows. A reader of another language than English also finds a word in the
 * library's words of a task as they read them (issue 59): the plan stores the library's English.
 */
export async function searchTasks(
  deps: Deps,
  actor: PlanActor,
  input: { query: string },
): Promise<TaskSearchAnswer> {
  const words = searchWords(input.query);
  const phrase = words.join(' ');
  const language = languageOf(actor.locale);
  const inLibraryWords = (word: string) => {
    const keys = language === 'en' ? [] : libraryKeysHolding(foldCase(word), language);
    return keys.length === 0 ? sql`` : sql` or found.library_key in ${keys}`;
  };
  const everyWord = sql.join(
    words.map((word) => sql`(strpos(found.hay, lower(${word})) > 0${inLibraryWords(word)})`),
    sql` and `,
  );
  const result = await deps.database.db.execute<Row>(sql`
    select found.id, found.library_key, found.title, found.description, found.notes,
      found.category_id, found.completed, found.steps, (count(*) over ())::int as total
    from (
      select t.id, t.library_key, t.title, t.description, t.notes, t.category_id, t.completed,
        t.position,
        t.created_at, coalesce(s.steps, '[]'::json) as steps,
        lower(concat_ws(chr(10), t.title, t.description, t.notes, s.joined)) as hay
      from tasks t
      left join lateral (
        select json_agg(st.title order by st.position) as steps,
          string_agg(st.title, chr(10)) as joined
        from subtasks st where st.task_id = t.id and st.deleted_at is null
      ) s on true
      where t.plan_id = ${actor.plan.id} and t.deleted_at is null
    ) found
    where ${everyWord}
    order by
      case
        when strpos(lower(found.title), lower(${phrase})) > 0 then 0
        when strpos(found.hay, lower(${phrase})) > 0 then 1
        else 2
      end,
      array_position(array[${categoryOrder}]::text[], found.category_id),
      found.position, found.created_at, found.id
    limit ${TASK_SEARCH_LIMITS.results}
  `);
  const hits = result.rows.map((row): TaskSearchHit => {
    // The words as this reader reads them: the library's in their language, the family's as typed.
    const read = (text: string) => asReadIn(row.library_key, text, language);
    const title = read(row.title);
    const shown = {
      title,
      description: read(row.description),
      notes: row.notes,
      steps: row.steps.map(read),
    };
    const matches = placesMatched(shown, words);
    return {
      taskId: row.id,
      title,
      categoryId: row.category_id as CategoryId,
      // In the reader's language, as the dashboard names it.
      categoryName: categoryName(row.category_id as CategoryId, i18nFor(actor.locale)),
      completed: row.completed,
      // PostgreSQL's lower() and the browser's case may differ past A-Z: the title stands in.
      matches: matches.length > 0 ? matches : [{ place: 'title', text: title }],
    };
  });
  return {
    planId: actor.plan.id,
    query: input.query,
    words,
    hits,
    total: result.rows[0]?.total ?? 0,
  };
}
