// Index of the library feature (decision record 080): the eldercare library's API (issue 58,
// decision record 097), browsing, suggestions and adding its tasks to a plan (through tasks).

export { libraryRoutes } from './library.routes';
