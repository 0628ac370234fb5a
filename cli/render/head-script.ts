import type { SiteData } from '../../common/data.js';
import { scriptSafe } from '../../common/script-json.js';

/**
 * Runs in <head> before first paint: applies the stored colour mode (the default when none is
 * stored, or what is stored is no mode), the choice as data-theme-choice too (a Docusaurus
 * theme's switch shows the icon of the choice by it), and hides an announcement bar the reader already
 * closed, so nothing flashes or shifts.
 */
export function headScript(site: SiteData): string {
  const { defaultMode, respectPrefersColorScheme } = site.colorMode;
  const bar = site.announcementBar;
  // Where the reader's choices are kept (runtime/storage.ts), each key with the site's suffix.
  const { type, suffix } = site.storage ?? { type: 'localStorage', suffix: '' };
  const stored = (key: string) => `${type}.getItem(${scriptSafe(JSON.stringify(key + suffix))})`;
  return `(function(){var d=document.documentElement,s=null;try{s=${stored('theme')}}catch(e){}
var m=s==='dark'||s==='light'||s==='system'?s:${JSON.stringify(respectPrefersColorScheme ? 'system' : defaultMode)};d.setAttribute('data-theme-choice',m);if(m==='system')m=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';
d.setAttribute('data-theme',m);d.style.colorScheme=m;
${bar ? `try{if(${stored('docusaurus.announcement.id')}===${JSON.stringify(bar.id)}&&${stored('docusaurus.announcement.dismiss')}==='true')d.setAttribute('data-announcement-dismissed','true')}catch(e){}` : ''}})()`;
}

/**
 * Shown if the page is opened under a path other than the configured base URL: the assets
 * cannot load, so plain HTML explains what to configure. Removed as soon as the app runs.
 */
export function baseUrlScript(baseUrl: string): string {
  // The suggestion: the served path minus the page's own path inside the site.
  return `(function(){var b=${JSON.stringify(baseUrl)};if((location.pathname+'/').indexOf(b)===0)return;document.addEventListener('DOMContentLoaded',function(){var s='/';try{var p=JSON.parse(document.getElementById('__ck_data').textContent).page.path.slice(b.length).replace(/^\\/+/,'');var l=location.pathname.replace(/\\/$/,'');if(p&&l.slice(-p.length)===p)s=l.slice(0,l.length-p.length);if(s.slice(-1)!=='/')s+='/'}catch(e){}var e=document.createElement('div');e.id='base-url-issue-banner';e.setAttribute('style','border:3px solid red;background:#fee;color:#900;margin:16px;padding:16px;font:16px sans-serif');e.textContent='Your site did not load properly. The site is configured with baseUrl = '+b+' but it is being served under '+location.pathname+'. Set baseUrl to '+s+' in the site config and rebuild.';document.body.prepend(e)})})()`;
}
