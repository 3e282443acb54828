import { useLingui } from '@lingui/react/macro';
import { use, useReducer, useRef } from 'react';
import { Link } from 'react-router';
import { categories } from '../../../shared/content/task-library';
import { languageOf } from '../../../shared/i18n/locales';
import { progressSummary } from '../../../shared/rules/tasks';
import { SiteFooter } from '../../components/site-footer';
import { brand } from '../../config/brand';
import { useCategoryParam } from '../../lib/category-location';
import { localeOf } from '../../lib/i18n';
import { DemoCategoryView } from './components/demo-category-view';
import { DemoModeBanner } from './components/demo-mode-banner';
import { DemoOverview } from './components/demo-overview';
import { loadedStarters, loadStarters } from './demo-starters';

export { loadStartersOfThisPage } from './demo-starters';

import { demoReducer, initialDemoState } from './demo-tasks';

/**
 * /demo: the care checklist with the default library, no account, nothing sent to the server
 * (spec sections 2 and 4). The overview and each category (`?category=`) are prerendered at
 * build time; the overview is sent without the app, its cards being links (record 068). Its
 * tasks are the reader's language's starters, loaded for that language only (demo-starters.ts).
 */
export function DemoPage() {
  const { i18n } = useLingui();
  const language = languageOf(localeOf(i18n));
  const starters = loadedStarters(language) ?? use(loadStarters(language));
  const [state, dispatch] = useReducer(demoReducer, { i18n, starters }, initialDemoState);
  const { categoryId, backToCategories } = useCategoryParam();
  // The category last left, so the grid can put focus back on its card.
  const lastCategory = useRef<string | null>(null);

  const category = categories.find((item) => item.id === categoryId);
  const progress = progressSummary(categories, state.tasks);
  const categoryProgress = progress.categories.find((item) => item.categoryId === category?.id);

  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-6xl items-center px-4 py-4">
          <Link to="/" className="text-lg font-bold text-primary">
            {brand.name}
          </Link>
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-6 sm:py-8">
        <DemoModeBanner />
        {category && categoryProgress ? (
          <DemoCategoryView
            key={category.id}
            category={category}
            tasks={state.tasks.filter((task) => task.categoryId === category.id)}
            progress={categoryProgress}
            dispatch={dispatch}
            onBack={backToCategories}
            onLeave={() => {
              lastCategory.current = category.id;
            }}
          />
        ) : (
          <DemoOverview tasks={state.tasks} progress={progress} focusCategory={lastCategory} />
        )}
      </main>
      <SiteFooter />
    </div>
  );
}
