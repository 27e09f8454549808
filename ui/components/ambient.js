// Ambient sound for a sitting, made in the browser with WebAudio: no audio
// files. Rain and wind are pink and brown noise shaped by filters, the river
// is brown noise with a quick shimmer, the drone three low sines that beat
// slowly. It plays while the data say "playing", fades in and out, follows
// the volume, and a new "preview" number plays it for a few seconds. A
// "Full screen" button asks the browser's Fullscreen API for the whole page.
const FADE = 1.5;
const PREVIEW_SECONDS = 5;

function noiseBuffer(ctx, colour) {
  const length = ctx.sampleRate * 4;
  const buffer = ctx.createBuffer(1, length, ctx.sampleRate);
  const out = buffer.getChannelData(0);
  let b0 = 0, b1 = 0, b2 = 0, b3 = 0, b4 = 0, b5 = 0, b6 = 0, last = 0;
  for (let i = 0; i < length; i++) {
    const white = Math.random() * 2 - 1;
    if (colour === "brown") {
      last = (last + 0.02 * white) / 1.02;
      out[i] = last * 3.5;
    } else {  // pink, Paul Kellet's filter
      b0 = 0.99886 * b0 + white * 0.0555179; b1 = 0.99332 * b1 + white * 0.0750759;
      b2 = 0.969 * b2 + white * 0.153852; b3 = 0.8665 * b3 + white * 0.3104856;
      b4 = 0.55 * b4 + white * 0.5329522; b5 = -0.7616 * b5 - white * 0.016898;
      out[i] = (b0 + b1 + b2 + b3 + b4 + b5 + b6 + white * 0.5362) * 0.11;
      b6 = white * 0.115926;
    }
  }
  return buffer;
}

function noise(ctx, colour, into) {
  const source = ctx.createBufferSource();
  source.buffer = noiseBuffer(ctx, colour);
  source.loop = true;
  source.connect(into);
  source.start();
  return source;
}

// A sine at "frequency" scaled by "level" into a node or an AudioParam: a
// drone's tone, or a slow swing of a filter or a gain (an LFO).
function sine(ctx, frequency, level, into) {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.frequency.value = frequency;
  gain.gain.value = level;
  osc.connect(gain).connect(into);
  osc.start();
  return osc;
}

function filter(ctx, type, frequency, q, into) {
  const f = ctx.createBiquadFilter();
  f.type = type;
  f.frequency.value = frequency;
  f.Q.value = q;
  f.connect(into);
  return f;
}

// Each sound builds its nodes into "out" and returns the sources to stop.
const SOUNDS = {
  rain(ctx, out) {
    const f = filter(ctx, "highpass", 500, 0.5, filter(ctx, "lowpass", 7000, 0.5, out));
    return [noise(ctx, "pink", f)];
  },
  wind(ctx, out) {
    const f = filter(ctx, "lowpass", 600, 1.2, out);
    return [noise(ctx, "brown", f), sine(ctx, 0.07, 350, f.frequency)];
  },
  river(ctx, out) {
    const shimmer = ctx.createGain();
    shimmer.gain.value = 0.8;
    shimmer.connect(out);
    const f = filter(ctx, "bandpass", 900, 0.6, shimmer);
    return [noise(ctx, "brown", f), noise(ctx, "pink", filter(ctx, "bandpass", 2500, 1.5, shimmer)),
            sine(ctx, 0.6, 0.15, shimmer.gain), sine(ctx, 0.11, 250, f.frequency)];
  },
  drone(ctx, out) {
    const f = filter(ctx, "lowpass", 420, 0.7, out);
    return [[65.4, 0.5], [98.1, 0.3], [130.9, 0.18], [65.9, 0.35]]
      .map(([hz, level]) => sine(ctx, hz, level, f));
  },
};

function audio() {
  const AudioCtx = window.AudioContext || window.webkitAudioContext;
  if (!AudioCtx) return null;
  // one context for the page, shared with the bell
  window.__senetBell = window.__senetBell || new AudioCtx();
  return window.__senetBell;
}

function stop(playing) {
  if (!playing) return;
  const { ctx, out, sources } = playing;
  const t = ctx.currentTime;
  out.gain.cancelScheduledValues(t);
  out.gain.setValueAtTime(out.gain.value, t);
  out.gain.linearRampToValueAtTime(0, t + FADE);
  for (const s of sources) s.stop(t + FADE + 0.05);
}

function start(sound, volume) {
  const ctx = audio();
  if (!ctx || !SOUNDS[sound]) return null;
  if (ctx.state === "suspended") ctx.resume();
  const out = ctx.createGain();
  out.gain.value = 0;
  out.connect(ctx.destination);
  out.gain.linearRampToValueAtTime(volume, ctx.currentTime + FADE);
  return { ctx, out, sound, sources: SOUNDS[sound](ctx, out) };
}

function play(sound, volume) {
  const now = window.__ambient;
  if (now && now.sound === sound) {
    now.out.gain.setTargetAtTime(volume, now.ctx.currentTime, 0.3);
    return;
  }
  stop(now);
  window.__ambient = sound ? start(sound, volume) : null;
}

export default function ({ data, parentElement }) {
  const root = parentElement.querySelector(".ambient");
  const button = root.querySelector("button");
  button.hidden = !data.fullscreen;
  button.querySelector("span").textContent = data.label || "";
  button.onclick = () => {
    const page = document.documentElement;
    if (document.fullscreenElement) document.exitFullscreen();
    else if (page.requestFullscreen) page.requestFullscreen().catch(() => {});
  };
  const volume = Math.max(0, Math.min(1, data.volume ?? 0.4));
  const sound = data.sound === "none" ? null : data.sound;
  const fresh = Date.now() / 1000 - data.at < 4;
  const last = Number(root.dataset.lastPreview || 0);
  if (data.preview > last) {
    root.dataset.lastPreview = String(data.preview);
    if (fresh && !data.playing) {
      play(sound, volume);
      clearTimeout(window.__ambientPreview);
      window.__ambientPreview = setTimeout(() => play(null, 0), PREVIEW_SECONDS * 1000);
      window.__ambientState = { sound, volume, playing: false, preview: true };
      return;
    }
  }
  if (data.playing || !window.__ambientPreview) {
    clearTimeout(window.__ambientPreview);
    window.__ambientPreview = null;
    play(data.playing ? sound : null, volume);
  }
  window.__ambientState = { sound, volume, playing: Boolean(data.playing && sound) };
}
