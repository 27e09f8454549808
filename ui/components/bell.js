// A meditation bell synthesised with WebAudio: no audio files. Rings when the
// "ring" counter in the data grows; a ring older than a few seconds (a page
// reload or remount) stays silent. The AudioContext is created on the first
// ring, which follows the user's own click on Start (a real user gesture).
const STRIKES = { start: 1, interval: 1, end: 3 };

function strike(ctx, when, base) {
  const partials = [[1, 0.5, 7], [2.76, 0.22, 4.5], [5.4, 0.10, 2.5], [8.93, 0.05, 1.5]];
  const out = ctx.createGain();
  out.gain.value = 0.6;
  out.connect(ctx.destination);
  for (const [ratio, level, decay] of partials) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = "sine";
    osc.frequency.value = base * ratio;
    gain.gain.setValueAtTime(0.0001, when);
    gain.gain.exponentialRampToValueAtTime(level, when + 0.015);
    gain.gain.exponentialRampToValueAtTime(0.0001, when + decay);
    osc.connect(gain).connect(out);
    osc.start(when);
    osc.stop(when + decay + 0.1);
  }
}

export default function ({ data, parentElement }) {
  const label = parentElement.querySelector(".bell");
  const last = Number(label.dataset.lastRing || 0);
  label.textContent = data.label || "";
  if (!data.ring || data.ring <= last) return;
  label.dataset.lastRing = String(data.ring);
  if (Date.now() / 1000 - data.at > 4) return;
  const AudioCtx = window.AudioContext || window.webkitAudioContext;
  if (!AudioCtx) return;
  window.__senetBell = window.__senetBell || new AudioCtx();
  const ctx = window.__senetBell;
  if (ctx.state === "suspended") ctx.resume();
  const times = STRIKES[data.kind] || 1;
  for (let i = 0; i < times; i++) strike(ctx, ctx.currentTime + 0.05 + i * 2.2, 196);
  window.__senetBellRings = (window.__senetBellRings || 0) + 1;
}
