import { lazyNamed } from '../../../lib/lazy-named';

// The overview's parts of issue 58 (record 098): the questions offered ('Shape the plan'), the
// choice by category or by stage and the stages. Rendered by the server with /app, hydrated once
// their code is here (each inside a part hydrated later, record 062), and not in a category's
// scripts, which share the dashboard's chunk and have a budget (record 090).
export const LazyShapePlanOffer = lazyNamed(() => import('./shape-plan-offer'), 'ShapePlanOffer');
export const LazyPlanByStage = lazyNamed(() => import('./stage-view'), 'PlanByStage');
