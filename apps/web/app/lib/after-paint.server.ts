/**
 * The text of the inline script the HTML stream writes just before the page's module script
 * (`afterFirstPaint` in head-links.server.ts). Once the page is parsed and has painted a frame (the frame
 * after the next one has begun, so the first is on screen), it puts back, in place and as they were, the
 * module preloads and the module script the stream left inert, so the scripts load then and React hydrates
 * the DOM it rendered; the script takes itself out first. They come back two at a time, one task each:
 * each preload costs the main thread a request (1–3 ms here, four times that at Lighthouse's slowdown), and a
 * match detail has 30. A hidden page paints no frame, so there it starts at once.
 */
export const afterPaintScript = `(function(){document.currentScript.remove();
function revive(inert){var live=document.createElement(inert.localName);
Array.prototype.forEach.call(inert.attributes,function(a){if(a.name!=='data-after-paint'&&a.name!=='type')live.setAttribute(a.name,a.value)});
live.setAttribute(inert.localName==='link'?'rel':'type',inert.getAttribute('data-after-paint'));
live.nonce=inert.nonce;live.textContent=inert.textContent;inert.replaceWith(live)}
function wake(){var waiting=Array.prototype.slice.call(document.querySelectorAll('[data-after-paint]'));
(function next(){waiting.splice(0,2).forEach(revive);if(waiting.length)setTimeout(next)})()}
function afterPaint(){if(document.hidden)wake();else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(wake)})})}
if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',afterPaint,{once:true});else afterPaint()})();`;
