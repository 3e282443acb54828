import { createHash } from 'node:crypto';
import { STORAGE_KEYS } from '../../shared/constants';

// Dark mode before the first paint: a pre-rendered page would otherwise show light colours to a
// dark-theme user until its JavaScript runs. A few lines inline in <head>, allowed by the CSP
// through their hash (no 'unsafe-inline'). The client's ThemeProvider reads the same key.
export const THEME_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.theme)});if(t==='dark'||(t==='system'&&matchMedia('(prefers-color-scheme: dark)').matches))document.documentElement.classList.add('dark')}catch(e){}`;

export const THEME_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;
