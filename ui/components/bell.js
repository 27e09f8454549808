// Meditation bells synthesised with WebAudio: no audio files. Three sounds
// (a singing bowl, a gong, a chime) from sine partials with their own decays,
// at the chosen volume. Rings when the "ring" counter in the data grows; a
// ring older than a few seconds (a page reload or remount) stays silent. The
// AudioContext is created on the first ring, which follows the user's own
// click (Begin, Start, Preview: a real user gesture).
const STRIKES = { start: 1, interval: 1, end: 3, preview: 1 };
const SOUNDS = {
  // [frequency ratio, level, decay in seconds] of each partial; base in Hz
  bowl: { base: 196, gap: 2.2, partials: [[1, 0.5, 7], [2.76, 0.22, 4.5], [5.4, 0.10, 2.5], [8.93, 0.05, 1.5]] },
  gong: { base: 98, gap: 3.0, partials: [[1, 0.5, 9], [1.48, 0.3, 6], [2.1, 0.2, 5], [2.93, 0.12, 3.5], [4.3, 0.06, 2]] },
  chime: { base: 880, gap: 1.2, partials: [[1, 0.45, 3], [2.0, 0.15, 1.8], [3.01, 0.08, 1.2], [4.2, 0.04, 0.8]] },
};

function strike(ctx, when, sound, volume) {
  const out = ctx.createGain();
  out.gain.value = Math.max(0, Math.min(1, volume));
  out.connect(ctx.destination);
  for (const [ratio, level, decay] of sound.partials) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = "sine";
    osc.frequency.value = sound.base * ratio;
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
  const sound = SOUNDS[data.sound] || SOUNDS.bowl;
  const times = STRIKES[data.kind] || 1;
  for (let i = 0; i < times; i++) {
    strike(ctx, ctx.currentTime + 0.05 + i * sound.gap, sound, data.volume ?? 0.6);
  }
  window.__senetBellRings = (window.__senetBellRings || 0) + 1;
  window.__senetBellLast = { kind: data.kind, sound: data.sound, volume: data.volume };
}
