import { createHash } from 'node:crypto';
import {
  DIGITS_ONLY_ATTRIBUTE,
  NEEDS_SCRIPTS_ATTRIBUTE,
  STORAGE_KEYS,
} from '../../shared/constants';

// The few lines every page runs in <head>, before anything is rendered: inline, allowed by the CSP
// through their hash (no 'unsafe-inline').

// Dark mode before the first paint: a pre-rendered page would otherwise show light colours to a
// dark-theme user until its JavaScript runs. The client's ThemeProvider reads the same key.
const THEME = `try{var t=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.theme)});if(t==='dark'||(t==='system'&&matchMedia('(prefers-color-scheme: dark)').matches))document.documentElement.classList.add('dark')}catch(e){}`;

// A box marked as digits only (the two-factor code's) takes no other character, from the moment
// it is shown: a page rendered on the server is usable before its scripts run (record 052), and a
// letter shown in a box the server would refuse misleads (issue 60). Typed or dropped text with
// anything but digits is refused as it is entered; a paste keeps its digits, trimmed to the
// box's length. Deleting is left alone. Once hydrated, the page's own handlers see only digits.
const DIGITS_ONLY = `document.addEventListener('beforeinput',function(e){var b=e.target;if(!b||!b.hasAttribute||!b.hasAttribute('${DIGITS_ONLY_ATTRIBUTE}'))return;var x=e.data!=null?e.data:e.dataTransfer?e.dataTransfer.getData('text'):'';if(!x||!/\\D/.test(x))return;e.preventDefault();var d=x.replace(/\\D/g,'');if(d&&e.inputType!=='insertText')b.value=d.slice(0,b.maxLength>0?b.maxLength:d.length)},true)`;

// Until the page is hydrated (html[data-hydrated]), a control only its scripts can apply takes no
// input: a box marked as needing them, and a select outside a form the server takes as a plain
// post (the plan switcher, the 'Show' filter). Typing, pasting or dropping into it, and keys that
// would change a select, are refused as they come, so it never shows what it is not applying; Tab
// still moves on. styles.css draws the same controls as not ready (record 091). Taps on them, and
// on buttons that need scripts, are stopped there by 'pointer-events: none'.
const NOT_READY = `!function(){var h=document.documentElement;function w(t){return!h.hasAttribute('data-hydrated')&&t&&t.closest&&t.closest('[${NEEDS_SCRIPTS_ATTRIBUTE}],select:not(form[method="post"] select)')}document.addEventListener('beforeinput',function(e){if(w(e.target))e.preventDefault()},true);document.addEventListener('keydown',function(e){if(e.key!=='Tab'&&w(e.target))e.preventDefault()},true)}()`;

// The dashboard's first-visit welcome, drawn by the server from the account's answer (record
// 088), is hidden before the first paint in a browser that closed it before the account kept it
// (index.css); the hydrated page then records it on the account.
const WELCOME_SEEN = `try{if(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.hasSeenWelcome)})==='true')document.documentElement.classList.add('welcome-seen')}catch(e){}`;

export const HEAD_SCRIPT = `${THEME};${DIGITS_ONLY};${NOT_READY};${WELCOME_SEEN}`;

export const HEAD_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}'`;
