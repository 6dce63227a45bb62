/**
 * Pretendard (~270 kB a weight) must not compete with a page's main image on a phone's first
 * visit. The page starts in the system's Korean font; after `load` the font is switched on
 * (it downloads in the background), and a flag lets every later page load use it from the
 * first paint. Inline and first in <body>, so it runs before anything is painted.
 */
const SCRIPT = `(function(){var d=document.documentElement;function on(){d.classList.add('fonts-ready')}try{if(localStorage.getItem('fontsReady')){on();return}}catch(e){}addEventListener('load',function(){on();try{localStorage.setItem('fontsReady','1')}catch(e){}})})();`;

export function FontLoadingScript() {
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
