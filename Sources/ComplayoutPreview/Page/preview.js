// The preview page (docs/preview.md). It draws the frames the server's engine evaluates and
// computes no layout itself: every change of environment, scroll position or orthogonal offset is
// a request, and the answer is drawn as it is.
"use strict";

const $ = (id) => document.getElementById(id);
const viewport = $("viewport");
const content = $("content");

// The request's environment parameters, as the command line's options name them; kept in the
// page's address, so that a reload or a shared link shows the same environment.
const params = new URLSearchParams(location.search);
// Orthogonal sections the user scrolled: section index -> offset along its own axis.
const orthogonal = new Map();
// The last layout drawn, and the request sequence, so that a late answer never replaces a newer one.
let layout = null;
let requested = 0;
let drawn = 0;
let inFlight = false;
let again = false;
let selected = null;

function query(extra) {
  const q = new URLSearchParams(params);
  if (orthogonal.size > 0) {
    q.set("orthogonal-offsets", [...orthogonal].map(([s, o]) => `${s}:${o}`).join(","));
  }
  for (const [k, v] of Object.entries(extra || {})) q.set(k, v);
  return q.toString();
}

// The longest the page lets its scrolling area be: browsers cap an element's size (Chromium near
// 33 million pixels), and a section of 10^9 items is tens of billions of points long.
const maxScrollLength = 4000000;

// How the page's scroll position maps to the collection view's contentOffset along the scroll
// axis. The scrolling area is the content plus the adjusted content inset (F4), so at the top the
// offset is the rest position, -top. Content longer than the browser allows is scrolled through
// a shorter area in proportion: scroll position p stands for offset p × ratio − before.
function scrollGeometry(env, contentSize) {
  const vertical = env.scrollDirection === "vertical";
  const inset = env.adjustedContentInset;
  const before = vertical ? inset.top : inset.leading;
  const after = vertical ? inset.bottom : inset.trailing;
  const length = (vertical ? contentSize.height : contentSize.width) + before + after;
  const view = vertical ? env.container.height : env.container.width;
  const area = Math.min(length, maxScrollLength);
  const ratio = area > view ? (length - view) / (area - view) : 1;
  return {
    vertical, before, area, ratio,
    // The scroll position that shows `offset` (along the axis).
    position: (offset) => (offset + before) / ratio,
    // Where an element that starts at `start` (along the axis) is drawn, in the scrolling area,
    // when the layout drawn was evaluated at `offset`.
    place: (start, offset) => (offset + before) / ratio + (start - offset),
  };
}

let geometry = null;

// The contentOffset the page's scroll position stands for.
function contentOffset() {
  if (!geometry) return { x: 0, y: 0 };
  const along = (geometry.vertical ? viewport.scrollTop : viewport.scrollLeft) * geometry.ratio - geometry.before;
  return geometry.vertical ? { x: viewport.scrollLeft, y: along } : { x: along, y: viewport.scrollTop };
}

// The rectangle the page asks a large layout for: the visible part and a screen on each side.
function visibleRect() {
  const o = contentOffset();
  const w = viewport.clientWidth, h = viewport.clientHeight;
  return `${o.x - w},${o.y - h},${3 * w},${3 * h}`;
}

// Asks for the layout at the current environment and scroll position; one request at a time,
// the latest state asked for again when one finishes.
async function refresh() {
  if (inFlight) { again = true; return; }
  inFlight = true;
  const sequence = ++requested;
  const extra = { rect: visibleRect() };
  if (layout && layout.evaluated) {
    const o = contentOffset();
    extra["content-offset"] = `${o.x},${o.y}`;
  }
  try {
    const response = await fetch(`/api/layout?${query(extra)}`);
    const body = await response.json();
    if (sequence > drawn) {
      drawn = sequence;
      if (response.ok || body.diagnostics) draw(body); else showError(body.error);
    }
  } catch (error) {
    showError(String(error));
  } finally {
    inFlight = false;
    if (again) { again = false; refresh(); }
  }
}

// A request refused, or a file that cannot be read: said above the picture, which is dimmed.
function showError(message) {
  $("status").textContent = `error: ${message}`;
  content.classList.add("stale");
}

function draw(body) {
  $("file").textContent = body.file;
  viewport.dataset.generation = body.generation;
  $("warnings").replaceChildren(...body.diagnostics.filter((d) => d.severity !== "error").map(diagnostic));
  if (!body.evaluated) {
    // The last good picture stays, dimmed, under the diagnostics.
    content.classList.add("stale");
    const panel = $("diagnostics");
    panel.hidden = false;
    panel.replaceChildren(...body.diagnostics.filter((d) => d.severity === "error").map(diagnostic));
    viewport.dataset.evaluated = "false";
    $("status").textContent = `${body.file} does not evaluate (generation ${body.generation})`;
    return;
  }
  $("diagnostics").hidden = true;
  content.classList.remove("stale");
  viewport.dataset.evaluated = "true";
  const first = layout === null;
  layout = body;
  const env = body.environment;
  geometry = scrollGeometry(env, body.contentSize);
  const vertical = geometry.vertical;
  // The offset along the scroll axis this layout was evaluated at.
  const evaluatedAt = vertical ? env.contentOffset.y : env.contentOffset.x;
  viewport.style.width = `${env.container.width}px`;
  viewport.style.height = `${env.container.height}px`;
  // The collection view scrolls along its axis only; orthogonal rows past its edge are clipped.
  viewport.style.overflowX = vertical ? "hidden" : "auto";
  viewport.style.overflowY = vertical ? "auto" : "hidden";
  content.style.width = `${Math.max(vertical ? body.contentSize.width : geometry.area, 1)}px`;
  content.style.height = `${Math.max(vertical ? geometry.area : body.contentSize.height, 1)}px`;
  viewport.dataset.width = env.container.width;
  viewport.dataset.contentOffset = `${env.contentOffset.x},${env.contentOffset.y}`;
  const nodes = [];
  for (const section of body.orthogonalSections) {
    const band = document.createElement("div");
    band.className = "band";
    const f = section.frame;
    if (vertical) {
      band.style.top = `${geometry.place(f.y, evaluatedAt)}px`;
      band.style.height = `${f.height}px`;
    } else {
      band.style.left = `${geometry.place(f.x, evaluatedAt)}px`;
      band.style.width = `${f.width}px`;
      band.style.top = "0"; band.style.bottom = "0";
    }
    band.dataset.section = section.section;
    nodes.push(band);
  }
  // zIndex order first, then output order, as docs/rendering.md draws them.
  const elements = body.elements.map((e, i) => [e, i]).sort((a, b) => a[0].zIndex - b[0].zIndex || a[1] - b[1]);
  for (const [e] of elements) nodes.push(element(e, evaluatedAt));
  content.replaceChildren(...nodes);
  $("status").textContent =
    `content ${body.contentSize.width} × ${body.contentSize.height} · ${body.elementCount} elements` +
    (body.complete ? "" : ` (${body.elements.length} in view)`) +
    ` · evaluated in ${body.evaluationMilliseconds.toFixed(1)} ms · generation ${body.generation}`;
  showControls(env);
  if (first) {
    if (vertical) viewport.scrollTop = geometry.position(evaluatedAt); else viewport.scrollLeft = geometry.position(evaluatedAt);
  }
}

function keyText(e) {
  return e.category === "cell" ? `cell ${e.indexPath.join(",")}` : `${e.category} ${e.kind} ${e.indexPath.join(",")}`;
}

function element(e, evaluatedAt) {
  const node = document.createElement("div");
  node.className = `element ${e.category}`;
  const f = e.frame;
  node.style.left = `${geometry.vertical ? f.x : geometry.place(f.x, evaluatedAt)}px`;
  node.style.top = `${geometry.vertical ? geometry.place(f.y, evaluatedAt) : f.y}px`;
  node.style.width = `${f.width}px`;
  node.style.height = `${f.height}px`;
  node.style.zIndex = e.zIndex;
  node.textContent = e.category === "cell" ? e.indexPath.join(",") : `${e.kind} ${e.indexPath.join(",")}`;
  node.dataset.key = keyText(e);
  node.dataset.frame = `${f.x},${f.y},${f.width},${f.height}`;
  node.dataset.category = e.category;
  if (e.kind) node.dataset.kind = e.kind;
  node.dataset.indexPath = e.indexPath.join(",");
  if (selected === node.dataset.key) node.classList.add("selected");
  return node;
}

function diagnostic(d) {
  const pre = document.createElement("pre");
  pre.innerHTML = linkPlaces(escapeHTML(d.text));
  return pre;
}

function escapeHTML(text) {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
}

// FILE:LINE:COLUMN places become links that show those lines of the file (served from the
// spec's folder); the text itself is what an editor's "go to" takes.
function linkPlaces(html) {
  return html.replace(/([\w.\-\/]+\.(?:ya?ml|json)):(\d+):(\d+)/g,
    (all, file, line, column) => `<a class="place" href="#" data-file="${file}" data-line="${line}">${all}</a>`);
}

document.addEventListener("click", async (event) => {
  const link = event.target.closest("a.place");
  if (!link) return;
  event.preventDefault();
  const response = await fetch(`/source/${encodeURIComponent(link.dataset.file)}`);
  const source = $("source");
  source.hidden = false;
  if (!response.ok) { source.textContent = (await response.json()).error; return; }
  const lines = (await response.text()).split("\n");
  const at = Number(link.dataset.line);
  const from = Math.max(1, at - 4), to = Math.min(lines.length, at + 4);
  source.replaceChildren(...lines.slice(from - 1, to).map((text, i) => {
    const span = document.createElement("span");
    span.className = from + i === at ? "line here" : "line";
    span.textContent = `${String(from + i).padStart(4)}  ${text}`;
    return span;
  }));
});

// Hover: the element's kind, index path and frame. Click: its explanation.
content.addEventListener("mouseover", (event) => {
  const node = event.target.closest(".element");
  if (!node) return;
  // At most three decimals, as `eval --format table` writes numbers.
  const [x, y, w, h] = node.dataset.frame.split(",").map((n) => +Number(n).toFixed(3));
  $("hover").textContent = `${node.dataset.key} · frame (${x}, ${y}, ${w}, ${h}) · z ${node.style.zIndex}`;
});

content.addEventListener("click", (event) => {
  if (dragMoved) return;
  const node = event.target.closest(".element");
  if (!node) return;
  selected = node.dataset.key;
  for (const other of content.querySelectorAll(".selected")) other.classList.remove("selected");
  node.classList.add("selected");
  explain(node.dataset);
});

async function explain(data) {
  const extra = { "index-path": data.indexPath, category: data.category };
  if (data.kind) extra.kind = data.kind;
  const response = await fetch(`/api/explain?${query(extra)}`);
  const body = await response.json();
  $("explanation").innerHTML = response.ok ? linkPlaces(escapeHTML(body.text)) : escapeHTML(body.error);
}

// Scrolling the page is scrolling the collection view: each position is a contentOffset, and
// the layout at it (pinned headers included) comes from the engine.
viewport.addEventListener("scroll", () => refresh(), { passive: true });

// Orthogonal sections scroll on their own: a drag (or a sideways wheel) across a section's band
// moves its offset; on release the section comes to rest where `scroll-targets` says.
let drag = null;
let dragMoved = false;

function sectionAt(event) {
  if (!layout || !layout.evaluated) return null;
  // The content coordinate under the pointer: the offset at the viewport's edge, plus the distance from it.
  const rect = viewport.getBoundingClientRect();
  const vertical = geometry.vertical;
  const offset = contentOffset();
  const along = vertical ? offset.y + event.clientY - rect.top : offset.x + event.clientX - rect.left;
  return layout.orthogonalSections.find((s) => {
    const start = vertical ? s.frame.y : s.frame.x;
    const length = vertical ? s.frame.height : s.frame.width;
    return along >= start && along < start + length;
  }) || null;
}

function currentOffset(section) {
  return orthogonal.has(section.section) ? orthogonal.get(section.section) : section.offset;
}

// A movement of `delta` pixels on screen, in the section's offsets: towards the trailing end is
// positive, and in right to left the trailing end is on the left.
function offsetDelta(section, delta) {
  const rtl = layout.environment.layoutDirection === "rightToLeft" && section.axis === "horizontal";
  return rtl ? delta : -delta;
}

function moveSection(section, offset) {
  orthogonal.set(section.section, offset);
  refresh();
}

viewport.addEventListener("pointerdown", (event) => {
  const section = sectionAt(event);
  dragMoved = false;
  if (!section) return;
  drag = { section, start: event[section.axis === "horizontal" ? "clientX" : "clientY"], from: currentOffset(section), samples: [] };
  viewport.setPointerCapture(event.pointerId);
});

viewport.addEventListener("pointermove", (event) => {
  if (!drag) return;
  const position = event[drag.section.axis === "horizontal" ? "clientX" : "clientY"];
  if (Math.abs(position - drag.start) > 3) dragMoved = true;
  const offset = drag.from + offsetDelta(drag.section, position - drag.start);
  drag.samples.push({ t: performance.now(), offset });
  if (drag.samples.length > 6) drag.samples.shift();
  moveSection(drag.section, offset);
});

viewport.addEventListener("pointerup", () => {
  if (!drag) return;
  const { section, samples } = drag;
  drag = null;
  if (!dragMoved) return;
  release(section, velocityOf(samples));
});

// Points per second over the last samples, positive towards the trailing end.
function velocityOf(samples) {
  if (samples.length < 2) return 0;
  const a = samples[0], b = samples[samples.length - 1];
  const seconds = (b.t - a.t) / 1000;
  return seconds > 0 ? (b.offset - a.offset) / seconds : 0;
}

let wheel = null;
viewport.addEventListener("wheel", (event) => {
  const section = sectionAt(event);
  if (!section) return;
  // Across the page's own scrolling: for a row, a horizontal wheel or a vertical one with Shift (a
  // plain vertical wheel scrolls the page); for a column of a horizontal layout, a vertical wheel.
  const delta = section.axis === "horizontal" ? event.deltaX || (event.shiftKey ? event.deltaY : 0) : event.deltaY;
  if (!delta) return;
  event.preventDefault();
  if (!wheel || wheel.section.section !== section.section) wheel = { section, samples: [] };
  const offset = currentOffset(section) + delta;
  wheel.samples.push({ t: performance.now(), offset });
  if (wheel.samples.length > 6) wheel.samples.shift();
  moveSection(section, offset);
  clearTimeout(wheel.timer);
  wheel.timer = setTimeout(() => {
    const { section: s, samples } = wheel;
    wheel = null;
    release(s, velocityOf(samples));
  }, 160);
}, { passive: false });

// Asks the engine where the section comes to rest, then glides there.
async function release(section, velocity) {
  const offset = currentOffset(section);
  const response = await fetch(`/api/scroll-targets?${query({ section: section.section, offset, velocity })}`);
  if (!response.ok) { showError((await response.json()).error); return; }
  const target = (await response.json()).restingOffset;
  const started = performance.now(), duration = 250;
  const step = (now) => {
    const t = Math.min(1, (now - started) / duration);
    const eased = 1 - Math.pow(1 - t, 3);
    moveSection(section, t < 1 ? offset + (target - offset) * eased : target);
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

// The environment controls: each change is a parameter of the next request.
function showControls(env) {
  $("width").value = env.container.width;
  $("width-slider").value = env.container.width;
  $("height").value = env.container.height;
  $("rtl").checked = env.layoutDirection === "rightToLeft";
  $("scale").value = String(env.displayScale);
  $("size-h").value = env.horizontalSizeClass;
  $("size-v").value = env.verticalSizeClass;
  $("ios").value = String(env.iOSVersion);
  const s = env.safeArea;
  if (document.activeElement !== $("safe-area")) $("safe-area").value = `${s.top},${s.leading},${s.bottom},${s.trailing}`;
  $("device").value = params.get("device") || "";
}

function set(name, value) {
  if (value === null || value === "") params.delete(name); else params.set(name, value);
  history.replaceState(null, "", `?${params}`);
  refresh();
}

$("width-slider").addEventListener("input", (e) => { $("width").value = e.target.value; set("width", e.target.value); });
$("width").addEventListener("change", (e) => set("width", e.target.value));
$("height").addEventListener("change", (e) => set("height", e.target.value));
$("rtl").addEventListener("change", (e) => set("rtl", e.target.checked ? "1" : "0"));
$("scale").addEventListener("change", (e) => set("scale", e.target.value));
$("ios").addEventListener("change", (e) => set("ios", e.target.value));
$("safe-area").addEventListener("change", (e) => set("safe-area", e.target.value));
for (const id of ["size-h", "size-v"]) {
  $(id).addEventListener("change", () => set("size-class", `${$("size-h").value},${$("size-v").value}`));
}
$("device").addEventListener("change", (e) => {
  // A preset sets the size, safe area, size classes and scale together.
  for (const name of ["width", "height", "safe-area", "scale", "size-class"]) params.delete(name);
  orthogonal.clear();
  set("device", e.target.value);
});

async function start() {
  const info = await (await fetch("/api/info")).json();
  $("file").textContent = info.file;
  for (const name of info.devices) $("device").add(new Option(name, name));
  for (let v = 13; v <= 17; v++) $("ios").add(new Option(String(v), String(v)));
  await refresh();
  // Saving the spec (or its environment or data file) redraws the page.
  const events = new EventSource("/api/events");
  // On (re)connecting, the file may have changed since the last layout: ask again.
  events.addEventListener("hello", () => refresh());
  events.addEventListener("change", () => {
    refresh();
    if (selected) {
      const node = content.querySelector(`[data-key="${selected}"]`);
      if (node) explain(node.dataset);
    }
  });
}

start();
