/**
 * The reading bar's inline script, second half: a kept non-default setting imports the bar's code
 * (`data-code`) at once; otherwise the first click, change or phone tap does, and a click or tap
 * fetches the English file (`data-english`) in parallel. Code that fails to load is asked for again
 * at the next use, so the bar never stays dead. In the CSP with the settings' script.
 */
/** Below this width a tap in the text reveals one block's English (reading-bar.ts, the CSS). */
const WIDE = '(min-width: 62.5rem)';
/** A tap on one of these is the control's own, not a reveal (reveal-tap.ts). */
const CONTROLS = 'a,button,input,select,textarea,summary,label';

export const READING_LOADER_SCRIPT = `((d,s,r)=>{let u=s.dataset.english,g=v=>{let p=u&&(r.dataset.english||v?.type=='click')?fetch(u):void 0;p?.catch(()=>0);import(s.dataset.code).then(m=>m.useReadingBar(v,p),w)},w=()=>{d.addEventListener('click',f);d.addEventListener('change',f)},f=v=>{let t=v.target;if(t instanceof Element&&(v.type=='change'?t.closest('[data-reading-bar]'):t.closest('[data-english-toggle]')||t.closest('.rule-section')&&!t.closest(${JSON.stringify(
  CONTROLS,
)})&&!matchMedia(${JSON.stringify(WIDE)}).matches)){d.removeEventListener('click',f);d.removeEventListener('change',f);g(v)}};r.dataset.english||r.dataset.terms?g():w()})(document,document.currentScript,document.documentElement)`;
