import { useLocation, useNavigate, useSearchParams } from 'react-router';

// Which category the dashboard shows lives in the address (?category=id), so Back, reload and a
// shared link all land on the same view.

const CATEGORY_PARAM = 'category';

/** The address of a category's view, as a category card links to it, in the plan shown. */
export const categorySearch = (categoryId: string, planId: string | null = null) => {
  const params = new URLSearchParams();
  // The plan first, as the header's switcher writes it, so a shared link reads plan then category.
  if (planId) params.set('plan', planId);
  params.set(CATEGORY_PARAM, categoryId);
  return `?${params}`;
};

/** The address parameter naming one task of the category to open at (a search's result). */
const TASK_PARAM = 'task';

/** The id of a task's place in its category's list, which its address's fragment names. */
export const taskAnchorId = (taskId: string) => `task-${taskId}`;

/**
 * The address of one task in its category's view (record 090): the category opens with the task
 * in view, before any script too (the fragment).
 */
export const taskInCategory = (categoryId: string, taskId: string, planId: string | null) => {
  const params = new URLSearchParams(categorySearch(categoryId, planId));
  params.set(TASK_PARAM, taskId);
  return `/app?${params}#${taskAnchorId(taskId)}`;
};

/** The task named in these address parameters, if any. */
export const taskParamOf = (searchParams: URLSearchParams) => searchParams.get(TASK_PARAM) || null;

/** Set on the history entry a category card pushes, so Back to Categories can go back. */
export const fromGridState = { fromGrid: true } as const;

/** The category named in these address parameters (any text: the dashboard checks it). */
export const categoryParamOf = (searchParams: URLSearchParams) => searchParams.get(CATEGORY_PARAM);

/** The category in the address, and the way back to the grid of categories. */
export function useCategoryParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();

  const backToCategories = () => {
    // Opened from the grid: going back in history keeps the Back button and this one in step.
    if ((location.state as Partial<typeof fromGridState> | null)?.fromGrid) {
      navigate(-1);
      return;
    }
    setSearchParams(
      (params) => {
        params.delete(CATEGORY_PARAM);
        return params;
      },
      { replace: true },
    );
  };

  return { categoryId: categoryParamOf(searchParams), backToCategories };
}
