/**
 * The id of an app page's `<template>` holding `<link rel="modulepreload">` for the scripts its
 * first rendering loads (record 067): boot.ts puts them into the document after the first paint,
 * as it starts the app, so they are fetched at once and none competes with that paint.
 */
export const MODULE_PRELOADS_ELEMENT_ID = 'module-preloads';
