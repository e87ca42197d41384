/**
 * The second half of the reading bar's inline script (components/ReadingBar.astro), after the
 * settings (reading-prefs.ts): the bar costs no module at load. The script element carries the
 * address of the bar's code (`data-code`, the chunk the build records: reading-code-url.ts) and,
 * where the page has English to show, of its English file (`data-english`, page-english-url.ts).
 * A kept setting other than the default (the English on, terms never or always) imports the code at
 * once; otherwise the first click on "Show the English", change in the bar, or tap in the text on a
 * phone (not on a control or link) does, and hands it that event. A click or tap asks for the
 * English file at once, in parallel with the code (one round trip on a slow network, not two).
 * Code that cannot be loaded (offline before the service worker kept it) is asked for again at the
 * next use: the bar is never left dead until a reload.
 * Registered with the Content-Security-Policy by the page, with the settings' script.
 */
/** Below this width a tap in the text reveals one block's English (reading-bar.ts, the CSS). */
const WIDE = '(min-width: 62.5rem)';
/** A tap on one of these is the control's own, not a reveal (reveal-tap.ts). */
const CONTROLS = 'a,button,input,select,textarea,summary,label';

export const READING_LOADER_SCRIPT = `((d,s,r)=>{let u=s.dataset.english,g=v=>{let p=u&&(r.dataset.english||v?.type=='click')?fetch(u):void 0;p?.catch(()=>0);import(s.dataset.code).then(m=>m.useReadingBar(v,p),w)},w=()=>{d.addEventListener('click',f);d.addEventListener('change',f)},f=v=>{let t=v.target;if(t instanceof Element&&(v.type=='change'?t.closest('[data-reading-bar]'):t.closest('[data-english-toggle]')||t.closest('.rule-section')&&!t.closest(${JSON.stringify(
  CONTROLS,
)})&&!matchMedia(${JSON.stringify(WIDE)}).matches)){d.removeEventListener('click',f);d.removeEventListener('change',f);g(v)}};r.dataset.english||r.dataset.terms?g():w()})(document,document.currentScript,document.documentElement)`;
