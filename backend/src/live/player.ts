import type { ApiLiveClass } from './present.js';

/**
 * The stand-in live stream (GET /media/live/{id}): a page that draws the class on a canvas, so the
 * product works end to end without a streaming host. Script and style are separate same-origin files
 * so the page runs under a CSP without 'unsafe-inline'; the class rides along as inert JSON.
 */

/** Lets the page run only its own script and style, load nothing else, and be framed only by the site. */
export const PLAYER_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

/** JSON safe inside a <script> element: no `<`, so no `</script>` can end it early. */
function inertJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function playerPage(live: ApiLiveClass): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(live.title)} — live</title>
<link rel="stylesheet" href="/media/live/player.css">
</head>
<body>
<canvas id="stream" aria-label="${escapeHtml(`${live.title} with ${live.instructor}`)}" role="img"></canvas>
<script type="application/json" id="live-class">${inertJson(live)}</script>
<script src="/media/live/player.js"></script>
</body>
</html>
`;
}

export const EXPIRED_LINK_MESSAGE =
  'This stream link has expired. Rejoin the class from your StreamFit schedule.';

/** What an expired, altered or incomplete stream link opens: the message, under the player's CSP. */
export function expiredLinkPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Stream link expired</title>
<link rel="stylesheet" href="/media/live/player.css">
</head>
<body>
<p class="expired">${escapeHtml(EXPIRED_LINK_MESSAGE)}</p>
</body>
</html>
`;
}

export const PLAYER_CSS = `html, body { margin: 0; height: 100%; background: #0b0f14; overflow: hidden; }
canvas { display: block; width: 100%; height: 100%; }
.expired { box-sizing: border-box; display: flex; align-items: center; justify-content: center; height: 100%; margin: 0;
  padding: 0 1.5em; color: #ffffff; font: 18px/1.5 system-ui, sans-serif; text-align: center; }
`;

export const PLAYER_JS = `(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('live-class').textContent);
  var canvas = document.getElementById('stream');
  var ctx = canvas.getContext('2d');
  var start = new Date(data.scheduledDatetime).getTime();
  var end = start + data.minutesDuration * 60000;
  var zone = data.timeZone || undefined;

  function startsAt() {
    try {
      return new Date(start).toLocaleString('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: zone, timeZoneName: 'short' });
    } catch (e) {
      return new Date(start).toLocaleString();
    }
  }

  function resize() {
    var ratio = window.devicePixelRatio || 1;
    canvas.width = Math.max(1, Math.floor(canvas.clientWidth * ratio));
    canvas.height = Math.max(1, Math.floor(canvas.clientHeight * ratio));
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  }

  function state(now) {
    if (data.cancelledAt) return 'cancelled';
    if (now < start) return 'before';
    if (now >= end) return 'after';
    return 'live';
  }

  function draw(t) {
    var w = canvas.clientWidth, h = canvas.clientHeight, now = Date.now(), s = state(now);
    var phase = t / 4000;
    var g = ctx.createLinearGradient(0, 0, w, h);
    var shift = (Math.sin(phase) + 1) / 2;
    g.addColorStop(0, s === 'live' ? 'hsl(' + Math.round(160 + 60 * shift) + ', 55%, 32%)' : '#1d2530');
    g.addColorStop(1, s === 'live' ? 'hsl(' + Math.round(260 - 60 * shift) + ', 50%, 22%)' : '#0b0f14');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, w, h);

    if (s === 'live') {
      // A figure moving through the class: a bouncing, breathing circle and its shadow.
      var cx = w / 2 + Math.sin(phase * 3) * w * 0.25;
      var cy = h * 0.55 - Math.abs(Math.sin(phase * 6)) * h * 0.12;
      var r = Math.min(w, h) * (0.07 + 0.015 * Math.sin(phase * 12));
      ctx.fillStyle = 'rgba(0, 0, 0, 0.25)';
      ctx.beginPath();
      ctx.ellipse(cx, h * 0.7, r * 1.2, r * 0.3, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = 'rgba(154, 200, 185, 0.95)';
      ctx.beginPath();
      ctx.arc(cx, cy, r, 0, Math.PI * 2);
      ctx.fill();
    }

    ctx.textAlign = 'center';
    ctx.fillStyle = '#ffffff';
    ctx.font = '600 ' + Math.max(18, Math.round(h * 0.07)) + 'px system-ui, sans-serif';
    ctx.fillText(data.title, w / 2, h * 0.22);
    ctx.font = Math.max(14, Math.round(h * 0.04)) + 'px system-ui, sans-serif';
    ctx.fillStyle = 'rgba(255, 255, 255, 0.8)';
    ctx.fillText('with ' + data.instructor, w / 2, h * 0.3);

    var message = s === 'before' ? 'Starts at ' + startsAt() : s === 'after' ? 'This class has ended' : s === 'cancelled' ? 'This class was cancelled' : '';
    if (message) {
      ctx.font = Math.max(14, Math.round(h * 0.05)) + 'px system-ui, sans-serif';
      ctx.fillStyle = '#ffffff';
      ctx.fillText(message, w / 2, h * 0.6);
    }

    if (s === 'live') {
      var pad = 12, bw = 64, bh = 28;
      ctx.globalAlpha = 0.75 + 0.25 * Math.sin(t / 300);
      ctx.fillStyle = '#e0245e';
      ctx.fillRect(pad, pad, bw, bh);
      ctx.globalAlpha = 1;
      ctx.fillStyle = '#ffffff';
      ctx.font = '700 16px system-ui, sans-serif';
      ctx.textAlign = 'center';
      ctx.fillText('LIVE', pad + bw / 2, pad + 20);
    }
    window.requestAnimationFrame(draw);
  }

  window.addEventListener('resize', resize);
  resize();
  window.requestAnimationFrame(draw);
})();
`;
