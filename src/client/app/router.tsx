import { createBrowserRouter } from 'react-router';
import { routeObjects } from './routes';

export function createRouter() {
  return createBrowserRouter(routeObjects);
}
